import { Stack, Text } from "@mantine/core";
import { changeFolderBody } from "../../../common/contracts/documents.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { FormButtons } from "../../components/forms/FormButtons.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import type { DocumentFolderView } from "../../data/documents/folders.js";
import { useTranslation } from "../../i18n/translate.js";
import { FolderAudienceFields } from "./FolderAudienceFields.js";
import { audienceOf, audienceToSend } from "./folder-audience.js";
import { useFolderChange } from "./use-folder-change.js";

type Props = {
  orgId: string;
  isCommittee: boolean;
  folder: DocumentFolderView;
  onClose: () => void;
};

/** Who may see a folder, starting from who may now; the same fields as a new folder's. */
export function FolderAudienceForm({ orgId, isCommittee, folder, onClose }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(changeFolderBody, audienceOf(folder));
  const change = useFolderChange(orgId, folder.id, onClose);
  const submit = form.handleSubmit((body) =>
    change.send(
      audienceToSend(body),
      t("documents.audienceChanged", { name: folder.name }),
      form.applyServerError,
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={change.formError} />
        <FolderAudienceFields orgId={orgId} isCommittee={isCommittee} form={form} />
        <Text size="sm" c="dimmed">
          {t("documents.audienceBelowNote")}
        </Text>
        <FormButtons
          submitLabel={t("documents.audienceSave")}
          pending={change.pending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
