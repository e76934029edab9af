import type { MeetingPerson } from "../../data/meetings/notices.js";
import type { Signer } from "../../data/meetings/signing.js";

/** Who has signed first, in the order they signed; then who is still to sign, by name. */
export function signersInOrder(signers: readonly Signer[]): Signer[] {
  const signed = signers
    .filter((s) => s.SignedAt !== null)
    .sort((a, b) => (a.SignedAt ?? "").localeCompare(b.SignedAt ?? ""));
  const waiting = signers
    .filter((s) => s.SignedAt === null)
    .sort((a, b) => a.Name.localeCompare(b.Name));
  return [...signed, ...waiting];
}

export type SignerChoice = {
  personId: string;
  name: string;
  /** Only people who can sign in may be asked (server rule); the others are shown, marked, and not selectable. */
  canSign: boolean;
  /** Without an e-mail address the request is not e-mailed; they find it in Quorate. */
  hasEmail: boolean;
};

/** Everyone not asked yet, by name, marked with whether they can be asked. */
export function signerChoices(
  people: readonly MeetingPerson[],
  signers: readonly Signer[],
): SignerChoice[] {
  const asked = new Set(signers.map((s) => s.PersonId));
  return people
    .filter((p) => !asked.has(p.PersonId))
    .sort((a, b) => a.FullName.localeCompare(b.FullName))
    .map((p) => ({
      personId: p.PersonId,
      name: p.FullName,
      canSign: p.LoginEnabled,
      hasEmail: p.HasEmail,
    }));
}

/** The ticked people, never including someone who cannot sign in. */
export function askableIds(choices: readonly SignerChoice[], ticked: readonly string[]): string[] {
  const allowed = new Set(choices.filter((c) => c.canSign).map((c) => c.personId));
  return ticked.filter((id) => allowed.has(id));
}
