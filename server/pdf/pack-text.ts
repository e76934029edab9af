import type { PDFFont } from "pdf-lib";

/**
 * The standard 14 fonts only encode WinAnsi, and pdf-lib throws on the first
 * character outside it. Board content is typed by people (te reo Māori names,
 * emoji in titles), so text is made encodable here instead of failing the pack.
 */
export function toWinAnsi(text: string, supported: ReadonlySet<number>): string {
  let out = "";
  for (const ch of text.replace(/\r\n?/g, "\n").normalize("NFC")) {
    if (ch === "\n") {
      out += ch;
      continue;
    }
    if (ch === "\t") {
      out += " ";
      continue;
    }
    if (supported.has(ch.codePointAt(0) ?? -1)) {
      out += ch;
      continue;
    }
    // NFKD splits "ā" into "a" + a combining macron and folds compatibility forms
    // (ligatures, thin spaces); what is still unencodable after that is dropped.
    const folded = ch.normalize("NFKD").replace(/\p{M}/gu, "");
    if (folded !== "" && [...folded].every((c) => supported.has(c.codePointAt(0) ?? -1))) {
      out += folded;
    }
  }
  return out;
}

export function supportedCodePoints(font: PDFFont): ReadonlySet<number> {
  return new Set(font.getCharacterSet());
}

/** Breaks one already-encodable paragraph (no newlines) into lines no wider than maxWidth. */
function wrapParagraph(paragraph: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const words = paragraph.split(/ +/).filter((w) => w !== "");
  if (words.length === 0) return [""];
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== "") lines.push(line);
    line = "";
    // A URL or file name longer than the column is split by characters rather than overflowing.
    for (const ch of word) {
      if (line !== "" && font.widthOfTextAtSize(line + ch, size) > maxWidth) {
        lines.push(line);
        line = "";
      }
      line += ch;
    }
  }
  lines.push(line);
  return lines;
}

/** Wraps multi-line text; blank lines in the source are kept as empty lines. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  return text.split("\n").flatMap((p) => wrapParagraph(p.trim(), font, size, maxWidth));
}

export function formatDuration(minutes: number): string {
  if (minutes <= 0) return "";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
