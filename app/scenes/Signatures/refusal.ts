import type { SignatureRequestView, SigningRefusal } from "../../data/signature-requests.js";

/**
 * The reason to send a signer to the invalid-request page, or null to show the request. A
 * signer who cannot sign sees why there, unless the page still has something for them: the
 * requester's or a manager's buttons, the events, the sealed file.
 */
export function refusalToShow(view: SignatureRequestView): SigningRefusal | null {
  const refusal = view.me?.refusal ?? null;
  if (refusal === null) return null;
  const { remind, void: canVoid, changeSigners, downloadSealed } = view.abilities;
  if (remind || canVoid || changeSigners || downloadSealed || view.events.length > 0) return null;
  return refusal;
}

/** An e-mailed link the server refused: not found (cut short or changed), or not this person's. */
export function refusalForStatus(status: number): SigningRefusal {
  return status === 403 ? "notYou" : "tampered";
}
