import type { PageRect } from "../../../../common/contracts/annotations.js";

type Box = { left: number; top: number; width: number; height: number };

const clamp = (n: number) => Math.min(1, Math.max(0, n));

/**
 * The rectangles of a selection on one page as fractions of the page (so a highlight stays on
 * its words at every zoom): pieces outside the page or too thin to see are left out, and the
 * count is capped where the API caps it.
 */
export function rectsOnPage(pieces: readonly Box[], page: Box, max = 200): PageRect[] {
  const rects: PageRect[] = [];
  for (const piece of pieces) {
    if (piece.width < 1 || piece.height < 1) continue;
    const x = clamp((piece.left - page.left) / page.width);
    const y = clamp((piece.top - page.top) / page.height);
    const right = clamp((piece.left + piece.width - page.left) / page.width);
    const bottom = clamp((piece.top + piece.height - page.top) / page.height);
    if (right - x <= 0 || bottom - y <= 0) continue;
    rects.push([x, y, right - x, bottom - y]);
    if (rects.length === max) break;
  }
  return rects;
}
