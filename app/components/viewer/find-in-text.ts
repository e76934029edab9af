/**
 * Finding words in a document's text as a reader expects: case and accents ignored ("maori"
 * finds "Māori"), each match with where it is in the original text, so the page can mark it.
 */
const marks = /\p{M}/gu;

/** The text folded for comparing, and for each folded character the original's index. */
export function foldWithMap(text: string): { folded: string; origin: number[] } {
  let folded = "";
  const origin: number[] = [];
  let index = 0;
  for (const ch of text) {
    const plain = ch.normalize("NFD").replace(marks, "").toLowerCase();
    for (const part of plain) {
      folded += part;
      origin.push(index);
    }
    index += ch.length;
  }
  origin.push(index);
  return { folded, origin };
}

export const foldText = (text: string) => foldWithMap(text).folded;

export type TextMatch = { start: number; end: number };

/** Every match of `query` in `text`, as ranges of the original text, in order, not overlapping. */
export function matchesIn(text: string, query: string): TextMatch[] {
  const needle = foldText(query.trim().replace(/\s+/g, " "));
  if (!needle) return [];
  const { folded, origin } = foldWithMap(text.replace(/\s/g, " "));
  const found: TextMatch[] = [];
  let at = folded.indexOf(needle);
  while (at !== -1) {
    found.push({ start: origin[at] ?? 0, end: origin[at + needle.length] ?? text.length });
    at = folded.indexOf(needle, at + needle.length);
  }
  return found;
}

/** A match in a document: the page (1-based), the text item on it, and where in the item. */
export type DocumentMatch = { page: number; item: number } & TextMatch;

/** The matches of `query` in pages given as their text items, page by page. */
export function matchesInPages(pages: readonly (readonly string[])[], query: string) {
  const found: DocumentMatch[] = [];
  pages.forEach((items, pageIndex) => {
    items.forEach((item, itemIndex) => {
      for (const match of matchesIn(item, query))
        found.push({ page: pageIndex + 1, item: itemIndex, ...match });
    });
  });
  return found;
}
