import type { ChangeFolderBody } from "../../../common/contracts/documents.js";
import { useChangeFolder } from "../../data/documents/folders.js";
import { useDialogSend } from "./use-dialog-send.js";

/** Sends one change of a folder from its dialog (rename, move, audience). */
export function useFolderChange(orgId: string, folderId: string, onClose: () => void) {
  const change = useChangeFolder(orgId, folderId);
  const dialog = useDialogSend(onClose);

  const send = (
    body: ChangeFolderBody,
    done: string,
    explain?: (error: unknown) => string | undefined,
  ) =>
    dialog.send(
      () => change.mutateAsync(body),
      () => done,
      explain,
    );

  return { send, pending: change.isPending, formError: dialog.formError };
}
