import { useState } from "react";
import { isApiError } from "../../data/api-error.js";
import {
  type SignatureRequestView,
  useCreateSignatureRequest,
} from "../../data/signature-requests.js";
import { draftToBody, type RequestDraft } from "./request-draft.js";

/** The parts of the request a server message can be shown beside. */
type Place = "signers" | "message" | "dueDate" | "fields";
const places: readonly Place[] = ["signers", "message", "dueDate", "fields"];

/**
 * Sends the request; a refusal's field messages go beside their part of the form (by the first
 * segment of the field's path, "fields.3.x" beside the fields), the rest in a list, the message
 * above. The draft itself is never touched, so nothing entered is lost.
 */
export function useSendRequest(documentVersionId: string) {
  const create = useCreateSignatureRequest(documentVersionId);
  const [errors, setErrors] = useState<Partial<Record<Place, string>>>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [message, setMessage] = useState<string | undefined>();

  const submit = (draft: RequestDraft, onSent: (view: SignatureRequestView) => void) => {
    setErrors({});
    setOtherErrors([]);
    setMessage(undefined);
    create.mutate(draftToBody(draft), {
      onSuccess: onSent,
      onError: (error) => {
        if (!isApiError(error)) return setMessage(error.message);
        const placed: Partial<Record<Place, string>> = {};
        const rest: string[] = [];
        for (const [field, text] of Object.entries(error.fields)) {
          const head = field.split(".")[0] as Place;
          if (places.includes(head) && !placed[head]) placed[head] = text;
          else rest.push(text);
        }
        setErrors(placed);
        setOtherErrors([...new Set(rest)]);
        setMessage(error.message);
      },
    });
  };

  return { submit, pending: create.isPending, errors, otherErrors, message };
}
