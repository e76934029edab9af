import type { ShareView } from "../../../common/contracts/document-shares.js";

type ShareTimes = { expiresAt: Date; revokedAt: Date | null };

/** Revoked wins over expired: the manager's act is what the recipient is told of. */
export function shareStatus(share: ShareTimes, now = new Date()): ShareView["status"] {
  if (share.revokedAt) return "revoked";
  if (share.expiresAt.getTime() <= now.getTime()) return "expired";
  return "active";
}

/** "j•••@firm.com": enough for the holder of the link to know where the code went. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email.charAt(0)}•••${email.slice(at)}`;
}
