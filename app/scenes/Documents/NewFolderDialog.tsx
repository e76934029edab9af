import { Checkbox, Modal, MultiSelect, Radio, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { accessFlagsFor } from "../../../common/access.js";
import { createFolderBody, folderNameMax } from "../../../common/contracts/documents.js";
import { folderAudiences } from "../../../common/documents/folder-audience.js";
import { roleLabel, roles } from "../../../common/roles.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { FormButtons } from "../../components/forms/FormButtons.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { useCreateFolder } from "../../data/documents/folders.js";
import { useMembers } from "../../data/organisations.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = {
  orgId: string;
  isCommittee: boolean;
  /** Where the folder goes: the folder shown (null for the top of the library) and its name. */
  parent: { id: string; name: string } | null;
  opened: boolean;
  onClose: () => void;
};

/** A new folder inside the one shown, with who may see it. */
export function NewFolderDialog({ opened, onClose, parent, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        parent ? t("documents.newFolderIn", { folder: parent.name }) : t("documents.newFolder")
      }
      size="lg"
    >
      {opened && <NewFolderForm {...rest} parent={parent} onClose={onClose} />}
    </Modal>
  );
}

const audienceLabels = {
  everyone: "documents.audienceEveryone",
  boardOnly: "documents.audienceBoardOnlyOption",
  chosen: "documents.audienceChosenOption",
} as const;

type FolderFormValues = {
  name: string;
  audience: string;
  audienceRoles: string[];
  audiencePeople: string[];
};

/** The contract itself checks the form: the folder's place (parentId) is added on sending. */
const empty: FolderFormValues = {
  name: "",
  audience: "everyone",
  audienceRoles: [],
  audiencePeople: [],
};

function NewFolderForm({ orgId, isCommittee, parent, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const create = useCreateFolder(orgId);
  const form = useZodForm(createFolderBody, empty);
  const [formError, setFormError] = useState<string>();
  const chosen = form.values.audience === "chosen";
  const members = useMembers(orgId, chosen);
  // Only roles that open the library at all are worth choosing (Executive/Guest has none).
  const roleOptions = roles
    .filter(
      (role) => accessFlagsFor({ role, accessAllowed: true, isCommittee }).documents_governance,
    )
    .map((role) => ({ value: role, label: roleLabel(role, isCommittee) }));
  const people = (members.data ?? []).map((m) => ({ value: m.PersonId, label: m.FullName }));

  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    const audienceChosen = body.audience === "chosen";
    create
      .mutateAsync({
        ...body,
        parentId: parent?.id ?? null,
        // Roles or people picked and then another audience chosen are not sent.
        audienceRoles: audienceChosen ? body.audienceRoles : [],
        audiencePeople: audienceChosen ? body.audiencePeople : [],
      })
      .then(
        (created) => {
          notifications.show({
            color: "green",
            message: t("documents.created", { name: created.name }),
          });
          onClose();
        },
        (error: unknown) => setFormError(form.applyServerError(error)),
      );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <TextInput
          required
          data-autofocus
          label={t("documents.folderName")}
          maxLength={folderNameMax + 1}
          {...form.textField("name")}
        />
        <Radio.Group
          label={t("documents.audience")}
          description={t("documents.audienceNote")}
          value={form.values.audience}
          onChange={(value) => form.setValue("audience", value)}
        >
          <Stack gap="sm" mt="xs">
            {folderAudiences.map((audience) => (
              <Radio
                key={audience}
                size="md"
                value={audience}
                label={t(audienceLabels[audience])}
              />
            ))}
          </Stack>
        </Radio.Group>
        {chosen && (
          <>
            <Checkbox.Group label={t("documents.roles")} {...form.listField("audienceRoles")}>
              <Stack gap="sm" mt="xs">
                {roleOptions.map((option) => (
                  <Checkbox
                    key={option.value}
                    size="md"
                    value={option.value}
                    label={option.label}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <MultiSelect
              size="md"
              label={t("documents.people")}
              placeholder={
                form.values.audiencePeople.length === 0
                  ? t("documents.peoplePlaceholder")
                  : undefined
              }
              description={members.isError ? t("documents.peopleUnavailable") : undefined}
              disabled={members.isError}
              data={people}
              searchable
              nothingFoundMessage={members.isPending ? t("common.loading") : undefined}
              comboboxProps={{ keepMounted: false }}
              {...form.listField("audiencePeople")}
            />
          </>
        )}
        {parent && (
          <Text size="sm" c="dimmed">
            {t("documents.insideNote", { folder: parent.name })}
          </Text>
        )}
        <FormButtons
          submitLabel={t("documents.create")}
          pending={create.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
