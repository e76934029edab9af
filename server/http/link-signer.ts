import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * Links that carry their own proof (a document's share link): `{id}.{mac}`, the MAC an
 * HMAC-SHA256 of the purpose and the id under a key derived from the files key, so links
 * survive restarts and every process of an installation agrees. A changed character is a
 * tampered link, never another record.
 */
export type LinkSigner = {
  sign(purpose: string, id: string): string;
  /** The id a link names, or null when it was not signed here for this purpose. */
  verify(purpose: string, token: string): string | null;
};

export function createLinkSigner(filesKey: Uint8Array): LinkSigner {
  const key = Buffer.from(hkdfSync("sha256", filesKey, "quorate", "signed links", 32));
  const mac = (purpose: string, id: string) =>
    createHmac("sha256", key).update(`${purpose}\n${id}`).digest("base64url");
  return {
    sign: (purpose, id) => `${id}.${mac(purpose, id)}`,
    verify(purpose, token) {
      const dot = token.lastIndexOf(".");
      if (dot <= 0) return null;
      const id = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(mac(purpose, id));
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
