import type { MeetingPerson, NoticeKind } from "../../../data/meetings/notices.js";

/**
 * Why someone cannot be sent this e-mail, mirroring the server's reasons
 * (server/areas/meetings/meeting-notices.ts) so people see it before sending.
 * "noLogin" only blocks the board pack: its e-mail is a link that needs a sign-in.
 */
export type RecipientBlock = "noEmail" | "noLogin";

export type Recipient = {
  personId: string;
  name: string;
  /** Set when this person cannot receive this kind of e-mail; the row is shown, marked, and not selectable. */
  blocked: RecipientBlock | null;
  /** Without a login a notice still arrives, but the person cannot open Quorate. */
  hasLogin: boolean;
};

export function recipientBlock(
  person: Pick<MeetingPerson, "HasEmail" | "LoginEnabled">,
  kind: NoticeKind,
): RecipientBlock | null {
  if (!person.HasEmail) return "noEmail";
  if (kind === "pack" && !person.LoginEnabled) return "noLogin";
  return null;
}

/** Everyone, in name order, with what stops each of them from receiving it. */
export function recipientsFor(people: readonly MeetingPerson[], kind: NoticeKind): Recipient[] {
  return [...people]
    .sort((a, b) => a.FullName.localeCompare(b.FullName))
    .map((p) => ({
      personId: p.PersonId,
      name: p.FullName,
      blocked: recipientBlock(p, kind),
      hasLogin: p.LoginEnabled,
    }));
}

/** Preselected: everyone who can sign in and can receive it. */
export function initialSelection(recipients: readonly Recipient[]): string[] {
  return recipients.filter((r) => r.blocked === null && r.hasLogin).map((r) => r.personId);
}

/** Flips one person, never selecting someone who cannot receive it. */
export function toggleRecipient(
  selected: readonly string[],
  recipient: Recipient,
  checked: boolean,
): string[] {
  const without = selected.filter((id) => id !== recipient.personId);
  return checked && recipient.blocked === null ? [...without, recipient.personId] : without;
}

/** "Select all" takes everyone who can receive it, including people without a login for notices. */
export function selectableIds(recipients: readonly Recipient[]): string[] {
  return recipients.filter((r) => r.blocked === null).map((r) => r.personId);
}
