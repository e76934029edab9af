import type { Readable } from "node:stream";

export type PdfVerdict = "ok" | "damaged" | "passwordProtected";

const encryptKey = Buffer.from("/Encrypt");
const endMarker = Buffer.from("%%EOF");
/** Writers may leave a little after the end marker (a newline, padding): readers allow it. */
const tailBytes = 1024;

/**
 * Reads a PDF once, as a stream: it must end with its end-of-file marker (an upload cut
 * short, or a file that is not really a PDF, does not), and its trailer must not name an
 * encryption dictionary (a password-protected PDF cannot be shown, searched or merged into
 * the board pack). Looks at bytes only: opening the document is the viewer's and the
 * extractor's work, which run later on what was accepted.
 */
export async function checkPdf(plain: Readable): Promise<PdfVerdict> {
  let carry = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  let encrypted = false;
  for await (const chunk of plain) {
    const bytes = Buffer.concat([carry, chunk as Buffer]);
    // "/Encrypt" followed by a delimiter, so "/EncryptMetadata" in a stream does not count.
    let at = bytes.indexOf(encryptKey);
    while (at >= 0 && !encrypted) {
      const next = bytes[at + encryptKey.length];
      if (next === undefined) break; // decided with the next chunk (it is in the carry)
      if (!/[A-Za-z0-9]/.test(String.fromCharCode(next))) encrypted = true;
      at = bytes.indexOf(encryptKey, at + 1);
    }
    carry = bytes.subarray(Math.max(0, bytes.length - encryptKey.length));
    tail = Buffer.concat([tail, chunk as Buffer]);
    if (tail.length > tailBytes) tail = tail.subarray(tail.length - tailBytes);
  }
  if (encrypted) return "passwordProtected";
  return tail.includes(endMarker) ? "ok" : "damaged";
}
