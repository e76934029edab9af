import { Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { type ActionPatch, type ActionView, useUpdateAction } from "../../data/actions.js";
import { isApiError } from "../../data/api-error.js";
import { useMembers } from "../../data/organisations.js";
import { useTranslation } from "../../i18n/translate.js";

type Props = {
  orgId: string;
  action: ActionView;
  /** Owners can be chosen only by those who may list the organisation's members. */
  canChooseOwners: boolean;
  opened: boolean;
  onClose: () => void;
};

/** Administrator, Secretary and Chair: description, due date and owners. */
export function EditActionDialog({ opened, onClose, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("actions.editTitle")} size="lg">
      {opened && <EditForm {...rest} onClose={onClose} />}
    </Modal>
  );
}

function EditForm({ orgId, action, canChooseOwners, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const update = useUpdateAction(orgId, action.Id);
  const members = useMembers(orgId, canChooseOwners);
  const [description, setDescription] = useState(action.Description);
  const [dueDate, setDueDate] = useState(action.DueDate ?? "");
  const [owners, setOwners] = useState(action.Owners.map((o) => o.PersonId));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();

  // Current owners stay choosable even when they are no longer listed as members.
  const options = [
    ...(members.data ?? []).map((m) => ({ value: m.PersonId, label: m.FullName })),
    ...action.Owners.filter((o) => !members.data?.some((m) => m.PersonId === o.PersonId)).map(
      (o) => ({ value: o.PersonId, label: o.Name }),
    ),
  ];
  const issues: Record<string, string | undefined> = {
    description:
      submitted && description.trim() === "" ? t("actions.descriptionRequired") : undefined,
    ownerPersonIds:
      submitted && canChooseOwners && owners.length === 0 ? t("actions.ownersRequired") : undefined,
    ...serverErrors,
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(undefined);
    if (description.trim() === "" || (canChooseOwners && owners.length === 0)) return;
    const body: ActionPatch = { description: description.trim(), dueDate: dueDate || null };
    if (canChooseOwners) body.ownerPersonIds = owners;
    update.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: "green", message: t("actions.saved") });
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0)
          setServerErrors(error.fields);
        else setFormError(error.message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert
          message={formError ?? (members.isError ? t("actions.membersFailed") : undefined)}
        />
        <Textarea
          size="md"
          autosize
          minRows={2}
          maxLength={5000}
          required
          withAsterisk={false}
          data-autofocus
          label={t("actions.description")}
          value={description}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
            setServerErrors({});
          }}
          error={issues.description}
        />
        <TextInput
          type="date"
          size="md"
          label={t("actions.dueDate")}
          value={dueDate}
          onChange={(event) => setDueDate(event.currentTarget.value)}
          error={issues.dueDate}
        />
        {canChooseOwners && (
          <MultiSelect
            size="md"
            label={t("actions.owners")}
            placeholder={owners.length === 0 ? t("actions.ownersPlaceholder") : undefined}
            data={options}
            searchable
            maxValues={20}
            nothingFoundMessage={members.isPending ? t("common.loading") : undefined}
            comboboxProps={{ keepMounted: false }}
            value={owners}
            onChange={(value) => {
              setOwners(value);
              setServerErrors({});
            }}
            error={issues.ownerPersonIds}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t("actions.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
