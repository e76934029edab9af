import type { LoginStatus } from "../../../common/contracts/people.js";

/**
 * Can Login once the membership lets them in; Invitation Pending while an invitation is
 * open (not accepted, revoked or expired); No Access otherwise, including a lapsed invitation.
 */
export function loginStatusOf(
  loginEnabled: boolean,
  openInvitationExpiresAt: Date | null,
): LoginStatus {
  if (loginEnabled) return "CanLogin";
  return openInvitationExpiresAt ? "InvitationPending" : "NoAccess";
}
