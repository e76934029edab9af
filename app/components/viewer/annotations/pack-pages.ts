/** Where a paper's pages are in the board pack (the pack status's pageMap). */
export type PackPaperPages = { paperId: string; firstPage: number; pageCount: number };

/** The paper and its own page shown on a page of the pack; null for the cover and agenda. */
export function paperPageOf(
  map: readonly PackPaperPages[],
  packPage: number,
): { paperId: string; page: number } | null {
  const entry = map.find((e) => packPage >= e.firstPage && packPage < e.firstPage + e.pageCount);
  return entry ? { paperId: entry.paperId, page: packPage - entry.firstPage + 1 } : null;
}

/** The pack's page for a paper's own page; null when the paper (or that page) is not in the pack. */
export function packPageOf(
  map: readonly PackPaperPages[],
  paperId: string,
  page: number,
): number | null {
  const entry = map.find((e) => e.paperId === paperId);
  return entry && page >= 1 && page <= entry.pageCount ? entry.firstPage + page - 1 : null;
}
