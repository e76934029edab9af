import type { ExtractedText } from "./extract-text.js";

export type PassageText = { page: number | null; position: number; text: string };

const maxChars = 700;

/**
 * A document's text as passages of a few sentences, never across a page: small enough to
 * rank well and to quote with its page, large enough to hold a rule and its reason. Paragraphs
 * are kept together where they fit; a long one is cut at sentence ends.
 */
export function toPassages(extracted: ExtractedText): PassageText[] {
  const passages: PassageText[] = [];
  for (const { page, text } of extracted.pages) {
    const pieces = text
      .split(/\n\s*\n|\r\n\s*\r\n/)
      .flatMap((para) => {
        const flat = para.replace(/\s+/g, " ").trim();
        if (flat.length <= maxChars) return flat ? [flat] : [];
        return flat.match(/[^.!?]+[.!?]+["')\]]*\s*|[^.!?]+$/g)?.map((s) => s.trim()) ?? [flat];
      })
      .flatMap((piece) => {
        // A "sentence" longer than a passage (a table flattened, no full stops): cut at words.
        const out: string[] = [];
        let rest = piece;
        while (rest.length > maxChars) {
          const cut = rest.lastIndexOf(" ", maxChars);
          const at = cut > maxChars / 2 ? cut : maxChars;
          out.push(rest.slice(0, at).trim());
          rest = rest.slice(at).trim();
        }
        if (rest) out.push(rest);
        return out;
      });
    let current = "";
    const flush = () => {
      if (current) passages.push({ page, position: passages.length, text: current });
      current = "";
    };
    for (const piece of pieces) {
      if (current && current.length + 1 + piece.length > maxChars) flush();
      current = current ? `${current} ${piece}` : piece;
    }
    flush();
  }
  return passages;
}
