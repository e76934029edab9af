import type { LinkSigner } from "../../http/link-signer.js";
import type { SignerRow } from "./signature-record.js";

const purpose = "signature signer";

/**
 * Where a signer signs: a member behind the sign-in, at the request's page; someone outside
 * through a link that carries its own proof. The link names the signer's place and its
 * generation, so replacing the signer turns the old link away.
 */
export function signingAddress(
  baseUrl: string,
  links: LinkSigner,
  signer: Pick<SignerRow, "id" | "requestId" | "personId" | "linkGeneration">,
): string {
  if (signer.personId) return `${baseUrl}/signature-request/${signer.requestId}`;
  return `${baseUrl}/sign?link=${encodeURIComponent(signingLinkToken(links, signer))}`;
}

/** The link's own part: `{signerId}_{generation}.{mac}`. */
export function signingLinkToken(
  links: LinkSigner,
  signer: Pick<SignerRow, "id" | "linkGeneration">,
): string {
  return links.sign(purpose, `${signer.id}_${signer.linkGeneration}`);
}

/** The signer's place and generation a link names, or null for a link not made here. */
export function readSigningLink(
  links: LinkSigner,
  token: string,
): { signerId: string; generation: number } | null {
  const id = links.verify(purpose, token);
  const match = id ? /^([0-9a-f-]{36})_(\d{1,9})$/.exec(id) : null;
  if (!match?.[1] || !match[2]) return null;
  return { signerId: match[1], generation: Number(match[2]) };
}
