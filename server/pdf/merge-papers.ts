import { EncryptedPDFError, PDFDocument } from "pdf-lib";
import type { PackItem, PackPaper, PaperOutcome } from "./board-pack-types.js";

export const REASON_PASSWORD = "The file is password-protected.";
export const REASON_UNREADABLE = "The file could not be read as a PDF.";
export const REASON_NO_PAGES = "The file has no pages.";

/**
 * pdf-lib 1.17 is compiled to ES5, so `instanceof EncryptedPDFError` is false
 * for the errors it throws; its message is the one stable marker.
 */
const encryptedMessage = new EncryptedPDFError().message;

export class BoardPackAbortedError extends Error {
  override name = "AbortError";
  constructor(cause?: unknown) {
    super("Building the board pack was cancelled.", { cause });
  }
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new BoardPackAbortedError(signal.reason);
}

export function isPdfPaper(paper: PackPaper): boolean {
  const mime = paper.mime.split(";")[0]?.trim().toLowerCase();
  return mime === "application/pdf";
}

/** Lets an abort or another request run between papers; the parse itself is synchronous work. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

async function appendPaper(target: PDFDocument, paper: PackPaper): Promise<PaperOutcome> {
  let source: PDFDocument;
  try {
    // Never ignoreEncryption: pdf-lib cannot decrypt, so the copied pages would be blank.
    source = await PDFDocument.load(paper.bytes, { updateMetadata: false });
  } catch (error) {
    const encrypted = error instanceof Error && error.message === encryptedMessage;
    return { kind: "skipped", reason: encrypted ? REASON_PASSWORD : REASON_UNREADABLE };
  }
  const firstPageOffset = target.getPageCount();
  try {
    const indices = source.getPageIndices();
    if (indices.length === 0) return { kind: "skipped", reason: REASON_NO_PAGES };
    const pages = await target.copyPages(source, indices);
    for (const page of pages) target.addPage(page);
    return { kind: "merged", firstPageOffset, pageCount: pages.length };
  } catch {
    // A damaged page tree can load but fail while copying; drop any pages that made it in.
    while (target.getPageCount() > firstPageOffset) target.removePage(target.getPageCount() - 1);
    return { kind: "skipped", reason: REASON_UNREADABLE };
  }
}

/**
 * Appends every PDF paper's pages to `target` in agenda order. Returns one
 * outcome per paper (outcomes[i][j] for items[i].papers[j]); page offsets are
 * relative to the first merged page.
 */
export async function mergePapers(
  target: PDFDocument,
  items: PackItem[],
  onPaperDone: (merged: number, total: number) => void,
  signal: AbortSignal | undefined,
): Promise<PaperOutcome[][]> {
  const total = countPdfPapers(items);
  let merged = 0;
  const outcomes: PaperOutcome[][] = [];
  for (const item of items) {
    const itemOutcomes: PaperOutcome[] = [];
    for (const paper of item.papers) {
      if (paper.notIncluded) {
        itemOutcomes.push({ kind: "skipped", reason: paper.notIncluded });
        continue;
      }
      if (!isPdfPaper(paper)) {
        itemOutcomes.push({ kind: "elsewhere" });
        continue;
      }
      throwIfAborted(signal);
      itemOutcomes.push(await appendPaper(target, paper));
      merged += 1;
      onPaperDone(merged, total);
      await nextTurn();
    }
    outcomes.push(itemOutcomes);
  }
  return outcomes;
}

export function countPdfPapers(items: PackItem[]): number {
  return items.reduce((n, item) => n + item.papers.filter(isPdfPaper).length, 0);
}
