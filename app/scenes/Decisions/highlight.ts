/** A run of text, marked when it matches one of the searched words. */
export type TextPart = { text: string; match: boolean };

/** The distinct searched words, longest first so "board" wins over "boa". */
export function searchWords(query: string): string[] {
  const words = query
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  return [...new Set(words.map((w) => w.toLowerCase()))].sort((a, b) => b.length - a.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Splits text into plain and matching parts, case-insensitively. The parts are rendered
 * as React text (and <mark>), never as HTML, so "<b>" in a title stays visible text.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = searchWords(query);
  if (words.length === 0 || text.length === 0) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join("|")})`, "giu");
  const parts: TextPart[] = [];
  for (const [index, piece] of text.split(pattern).entries()) {
    if (piece === "") continue;
    // split() with one capture group puts the matches at odd indexes.
    const match = index % 2 === 1;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  }
  return parts;
}
