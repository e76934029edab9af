import { useState } from "react";
import type { ChangeFolderBody } from "../../../common/contracts/documents.js";
import { useChangeFolder } from "../../data/documents/folders.js";
import { sayDone } from "./library-notices.js";

/** The server's own words for a refusal (ApiRequestError carries them as its message). */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends one change of a folder from its dialog: said done and closed when it is made; a
 * refusal stays in the dialog, with what was chosen, to put right or cancel.
 */
export function useFolderChange(orgId: string, folderId: string, onClose: () => void) {
  const change = useChangeFolder(orgId, folderId);
  const [formError, setFormError] = useState<string>();

  const send = (
    body: ChangeFolderBody,
    done: string,
    /** Puts field refusals beside their fields (use-zod-form.ts); the rest goes above. */
    explain: (error: unknown) => string | undefined = messageOf,
  ) => {
    setFormError(undefined);
    change.mutateAsync(body).then(
      () => {
        sayDone(done);
        onClose();
      },
      (error: unknown) => setFormError(explain(error)),
    );
  };

  return { send, pending: change.isPending, formError };
}
