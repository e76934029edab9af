import type {
  SignatureRequestStatus,
  SignerStatus,
  SigningRefusal,
} from "../../../common/contracts/signature-requests.js";

type RequestState = { status: SignatureRequestStatus; dueAt: Date | null; ordered: boolean };
type SignerState = { id: string; position: number; signedAt: Date | null; declinedAt: Date | null };

/** The request as it stands at `now`: an open one past its due date has expired, job or not. */
export function statusAt(request: RequestState, now: Date): SignatureRequestStatus {
  if (request.status === "pending" && request.dueAt && request.dueAt <= now) return "expired";
  return request.status;
}

/** Whether everyone before this signer has signed (always, without a signing order). */
export function isTurnOf(
  request: RequestState,
  signers: readonly SignerState[],
  signer: SignerState,
): boolean {
  if (!request.ordered) return true;
  return signers.every((s) => s.position >= signer.position || s.signedAt !== null);
}

export function signerStatus(
  request: RequestState,
  signers: readonly SignerState[],
  signer: SignerState,
): SignerStatus {
  if (signer.signedAt) return "signed";
  if (signer.declinedAt) return "declined";
  return isTurnOf(request, signers, signer) ? "pending" : "waiting";
}

/**
 * Why this signer cannot sign now, or null when they can (their turn aside: that is a wait,
 * not a refusal). The order matters: what they did themselves is named before how it ended.
 */
export function refusalFor(
  request: RequestState,
  signer: SignerState,
  now: Date,
): SigningRefusal | null {
  if (signer.signedAt) return "alreadySigned";
  switch (statusAt(request, now)) {
    case "voided":
      return "voided";
    case "expired":
      return "expired";
    case "declined":
      return "declined";
    case "completed":
      return "completed";
    case "pending":
      return null;
  }
}
