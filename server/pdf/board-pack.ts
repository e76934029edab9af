import { PDFDocument, type PDFRef, StandardFonts } from "pdf-lib";
import { layoutAgenda, PAGE_HEIGHT, PAGE_WIDTH, type PackFonts } from "./agenda-layout.js";
import {
  itemLabel,
  type PackInput,
  type PackPaperPages,
  type PackProgress,
  type PackResult,
  type PackSkipped,
  type PaperOutcome,
} from "./board-pack-types.js";
import { countPdfPapers, mergePapers, throwIfAborted } from "./merge-papers.js";
import { drawCover, drawPageNumbers, drawRuns } from "./pack-drawing.js";
import { addOutline, type OutlineEntry } from "./pack-outline.js";
import { supportedCodePoints } from "./pack-text.js";

export type {
  PackInput,
  PackItem,
  PackPaper,
  PackProgress,
  PackResult,
  PackSkipped,
} from "./board-pack-types.js";
export { BoardPackAbortedError } from "./merge-papers.js";

function skippedPapers(input: PackInput, outcomes: PaperOutcome[][]): PackSkipped[] {
  return input.items.flatMap((item, i) =>
    item.papers.flatMap((paper, j) => {
      const outcome = outcomes[i]?.[j];
      if (outcome?.kind !== "skipped") return [];
      return [{ item: itemLabel(item), name: paper.name, reason: outcome.reason }];
    }),
  );
}

/** Bookmarks for items whose papers made it into the pack, at each item's first paper page. */
function itemBookmarks(
  input: PackInput,
  outcomes: PaperOutcome[][],
  mergedPages: PDFRef[],
): OutlineEntry[] {
  return input.items.flatMap((item, i) => {
    const first = outcomes[i]?.find((o) => o.kind === "merged");
    const page = first?.kind === "merged" ? mergedPages[first.firstPageOffset] : undefined;
    return page ? [{ title: itemLabel(item), page }] : [];
  });
}

/**
 * Builds the board pack: cover, agenda, then every PDF paper in agenda order,
 * with bookmarks and "Page N of M" on every page. Papers that are not PDFs are
 * listed on the agenda as being in the meeting documents; damaged or
 * password-protected PDFs are listed as not included and returned in `skipped`.
 *
 * Papers are merged before the agenda is drawn because the agenda prints each
 * paper's page number and each skip reason; cover and agenda are then inserted
 * in front. Progress therefore runs: papers, cover and agenda, numbering.
 */
/** Where each merged paper landed, counting the cover and agenda pages before them. */
function paperPages(input: PackInput, outcomes: PaperOutcome[][], frontPages: number) {
  const map: PackPaperPages[] = [];
  input.items.forEach((item, i) => {
    item.papers.forEach((paper, j) => {
      const outcome = outcomes[i]?.[j];
      if (paper.id && outcome?.kind === "merged")
        map.push({
          paperId: paper.id,
          firstPage: frontPages + outcome.firstPageOffset + 1,
          pageCount: outcome.pageCount,
        });
    });
  });
  return map;
}

export async function buildBoardPack(
  input: PackInput,
  onProgress?: (p: PackProgress) => void,
  signal?: AbortSignal,
): Promise<PackResult> {
  throwIfAborted(signal);
  const total = countPdfPapers(input.items) + 2;
  const report = (step: string, done: number) => onProgress?.({ step, done, total });

  const doc = await PDFDocument.create();
  doc.setProducer("Quorate");
  doc.setCreator("Quorate");
  doc.setTitle(`${input.meetingTitle} - ${input.agendaTitle}`);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const fonts: PackFonts = { regular, bold, supported: supportedCodePoints(regular) };

  const outcomes = await mergePapers(
    doc,
    input.items,
    (merged, of) => report(`Merging paper ${merged} of ${of}`, merged),
    signal,
  );
  throwIfAborted(signal);
  const mergedPages = doc.getPages().map((page) => page.ref);

  const agenda = layoutAgenda(input, outcomes, fonts);
  const frontPages = 1 + agenda.length;
  const cover = drawCover(doc, input, fonts);
  const agendaPages = agenda.map((runs, index) => {
    const page = doc.insertPage(1 + index, [PAGE_WIDTH, PAGE_HEIGHT]);
    drawRuns(page, runs, fonts, (offset) => `page ${frontPages + offset + 1}`);
    return page;
  });
  report("Writing the cover and agenda", total - 1);

  const agendaStart = agendaPages[0]?.ref ?? cover.ref;
  addOutline(doc, [
    { title: "Cover", page: cover.ref },
    { title: "Agenda", page: agendaStart },
    ...itemBookmarks(input, outcomes, mergedPages),
  ]);

  throwIfAborted(signal);
  drawPageNumbers(doc, regular);
  const pdf = await doc.save();
  report("Numbering pages", total);
  return {
    pdf,
    pageCount: doc.getPageCount(),
    skipped: skippedPapers(input, outcomes),
    pageMap: paperPages(input, outcomes, frontPages),
  };
}
