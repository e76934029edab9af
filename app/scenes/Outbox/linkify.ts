/** `at` is the part's offset in the text: unique, so it doubles as a React key. */
export type TextPart =
  | { kind: "text"; text: string; at: number }
  | { kind: "link"; href: string; at: number };

const urlPattern = /https?:\/\/[^\s<>"']+/g;

/**
 * Splits e-mail text into plain text and http(s) links, so links render clickable without
 * ever interpreting the text as HTML. Sentence punctuation after a URL stays text.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const start = match.index;
    const href = match[0].replace(/[.,;:!?)\]]+$/, "");
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start), at: last });
    parts.push({ kind: "link", href, at: start });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last), at: last });
  return parts;
}
