import { Stack } from "@mantine/core";
import { changeFolderBody } from "../../../common/contracts/documents.js";
import { FormAlert } from "../../components/forms/FormAlert.js";
import { FormButtons } from "../../components/forms/FormButtons.js";
import { useZodForm } from "../../components/forms/use-zod-form.js";
import type { DocumentFolderView } from "../../data/documents/folders.js";
import { useTranslation } from "../../i18n/translate.js";
import { FolderNameInput } from "./FolderNameInput.js";
import { useFolderChange } from "./use-folder-change.js";

type Props = { orgId: string; folder: DocumentFolderView; onClose: () => void };

/** A folder's new name, checked by the contract as it is typed. */
export function RenameFolderForm({ orgId, folder, onClose }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(changeFolderBody, { name: folder.name });
  const change = useFolderChange(orgId, folder.id, onClose);
  const submit = form.handleSubmit((body) =>
    change.send(
      body,
      t("documents.renamed", { name: body.name ?? folder.name }),
      form.applyServerError,
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={change.formError} />
        <FolderNameInput {...form.textField("name")} />
        <FormButtons
          submitLabel={t("documents.renameSave")}
          pending={change.pending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
