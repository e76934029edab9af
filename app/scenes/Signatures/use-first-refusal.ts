import { useRef } from "react";
import type { SignatureRequestView, SigningRefusal } from "../../data/signature-requests.js";

/**
 * The refusal the request had when the page first showed it (see `decide`). Only the first: a
 * signer who has just signed or declined here gets a refusal too ("alreadySigned"), and should
 * see their result, not be sent away.
 */
export function useFirstRefusal(
  view: SignatureRequestView | undefined,
  decide: (view: SignatureRequestView) => SigningRefusal | null,
): SigningRefusal | null {
  const first = useRef<{ refusal: SigningRefusal | null } | null>(null);
  if (view && first.current === null) first.current = { refusal: decide(view) };
  return first.current?.refusal ?? null;
}
