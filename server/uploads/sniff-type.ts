/** What a file's first bytes say it is; the name is consulted only for plain text. */
export type Sniffed =
  | { kind: "pdf" }
  | { kind: "ole" } // the old Office formats (.doc, .xls, .ppt), and password-protected new ones
  | { kind: "zip" } // the Office Open XML formats (.docx, .xlsx, .pptx) are zip archives
  | { kind: "image"; ext: "png" | "jpg" | "gif" | "webp" }
  | { kind: "text" };

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Whether the bytes read as UTF-8 text (a character cut at the end of the head is fine). */
function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const decoder = new TextDecoder("utf-8", { fatal: true });
  for (let cut = 0; cut < 4 && cut < head.length; cut++) {
    try {
      decoder.decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // maybe a character split at the end: try a byte shorter
    }
  }
  return false;
}

export function sniffType(head: Buffer): Sniffed | undefined {
  // "%PDF-" may follow a few bytes of junk; readers look within the first kilobyte.
  if (head.subarray(0, 1024).includes("%PDF-")) return { kind: "pdf" };
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { kind: "ole" };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return { kind: "zip" };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: "image", ext: "png" };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: "image", ext: "jpg" };
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a")))
    return { kind: "image", ext: "gif" };
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8))
    return { kind: "image", ext: "webp" };
  if (head.length > 0 && looksLikeText(head)) return { kind: "text" };
  return undefined;
}
