import { foldText, foldWithMap } from "../../../common/text-fold.js";

/**
 * Finding words in a document's text as a reader expects: case and accents ignored ("maori"
 * finds "Māori"), each match with where it is in the original text, so the page can mark it.
 */
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
