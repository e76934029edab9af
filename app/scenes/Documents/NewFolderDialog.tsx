import { Modal, Stack, Text } from "@mantine/core";
import { createFolderBody } from "../../../common/contracts/documents.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { FormButtons } from "../../components/forms/FormButtons.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import { useCreateFolder } from "../../data/documents/folders.js";
import { useTranslation } from "../../i18n/translate.js";
import { FolderAudienceFields } from "./FolderAudienceFields.js";
import { FolderNameInput } from "./FolderNameInput.js";
import { audienceToSend, everyoneAudience } from "./folder-audience.js";
import { useDialogSend } from "./use-dialog-send.js";

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

/** The contract itself checks the form: the folder's place (parentId) is added on sending. */
const empty = { name: "", ...everyoneAudience };

function NewFolderForm({ orgId, isCommittee, parent, onClose }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const create = useCreateFolder(orgId);
  const form = useZodForm(createFolderBody, empty);
  const { send, formError } = useDialogSend(onClose);

  const submit = form.handleSubmit((body) =>
    send(
      () => create.mutateAsync(audienceToSend({ ...body, parentId: parent?.id ?? null })),
      (created) => t("documents.created", { name: created.name }),
      form.applyServerError,
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <FolderNameInput {...form.textField("name")} />
        <FolderAudienceFields orgId={orgId} isCommittee={isCommittee} form={form} />
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
