import { useState } from "react";
import { sayDone } from "./library-notices.js";

/** The server's own words for a refusal (ApiRequestError carries them as its message). */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends a change from one of the library's dialogs: said done and closed when it is made; a
 * refusal stays in the dialog, with what was typed or chosen, to put right or cancel.
 */
export function useDialogSend(onClose: () => void) {
  const [formError, setFormError] = useState<string>();

  const send = <Result>(
    sending: () => Promise<Result>,
    done: (result: Result) => string,
    /** Puts field refusals beside their fields (use-zod-form.ts); the rest goes above. */
    explain: (error: unknown) => string | undefined = messageOf,
  ) => {
    setFormError(undefined);
    sending().then(
      (result) => {
        sayDone(done(result));
        onClose();
      },
      (error: unknown) => setFormError(explain(error)),
    );
  };

  return { send, formError };
}
