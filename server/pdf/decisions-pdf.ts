import { PDFDocument, StandardFonts } from "pdf-lib";
import {
  Flow,
  lineHeight,
  MARGIN_X,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  type PackFonts,
  type TextRun,
} from "./agenda-layout.js";
import { drawPageNumbers, drawRuns } from "./pack-drawing.js";
import { supportedCodePoints, toWinAnsi, wrapText } from "./pack-text.js";

export type DecisionsPdfEntry = {
  title: string;
  /** "3 Dec 2026 · Approved · Carried 5–1". */
  summary: string;
  /** "Moved: Ana Smith · Seconded: Ben Lee", or empty. */
  people: string;
  text: string;
  /** "Source: Board meeting, March 2026 – Item: Budget". */
  source: string;
  /** "Amended on 4 May 2026 by Ana Smith: … (Reason: …)". */
  amendments: string[];
};

export type DecisionsPdfInput = {
  organisationName: string;
  title: string;
  /** The filters in words ("Search: budget · Approved"), or "All decisions". */
  scope: string;
  asAt: string;
  /** Said when there are more decisions than the file holds, or none at all. */
  note: string | null;
  decisions: DecisionsPdfEntry[];
};

const RIGHT = PAGE_WIDTH - MARGIN_X;
const ENTRY_X = MARGIN_X + 12;
const BODY = 10;

function layoutDecisions(input: DecisionsPdfInput, fonts: PackFonts): TextRun[][] {
  const clean = (text: string) => toWinAnsi(text.replace(/\s*\n\s*/g, " "), fonts.supported).trim();
  const flow = new Flow(clean(`${input.title} – ${input.organisationName} (continued)`));
  const block = (
    text: string,
    x: number,
    size: number,
    style: { bold?: boolean; muted?: boolean },
  ) => {
    const font = style.bold ? fonts.bold : fonts.regular;
    for (const line of wrapText(text, font, size, RIGHT - x))
      flow.line(size, [{ text: line, x, ...style }]);
  };

  block(clean(input.organisationName), MARGIN_X, 11, { bold: true, muted: true });
  flow.gap(4);
  block(clean(input.title), MARGIN_X, 20, { bold: true });
  block(clean(input.scope), MARGIN_X, 12, {});
  block(clean(input.asAt), MARGIN_X, BODY, { muted: true });
  if (input.note) {
    flow.gap(6);
    block(clean(input.note), MARGIN_X, BODY, { bold: true });
  }
  flow.gap(16);

  for (const d of input.decisions) {
    // A title is never left at the foot of a page without its summary and first lines.
    flow.ensure(lineHeight(12) + 3 * lineHeight(BODY));
    block(clean(d.title), MARGIN_X, 12, { bold: true });
    block(clean(d.summary), ENTRY_X, BODY, { muted: true });
    if (d.people) block(clean(d.people), ENTRY_X, BODY, {});
    if (d.text) {
      flow.gap(3);
      // The wording keeps its paragraphs; only the other fields are flattened to one line.
      block(toWinAnsi(d.text, fonts.supported).trim(), ENTRY_X, BODY, {});
    }
    flow.gap(3);
    block(clean(d.source), ENTRY_X, 9, { muted: true });
    for (const amendment of d.amendments) {
      flow.gap(3);
      block(clean(amendment), ENTRY_X, 9, { bold: true });
    }
    flow.gap(14);
  }
  return flow.pages;
}

/** The listed decisions as an A4 PDF: heading and filters, then each decision, "Page N of M". */
export async function buildDecisionsPdf(
  input: DecisionsPdfInput,
): Promise<{ pdf: Uint8Array; pageCount: number }> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.title} – ${input.organisationName}`);
  doc.setProducer("Quorate");
  doc.setCreator("Quorate");
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const fonts: PackFonts = { regular, bold, supported: supportedCodePoints(regular) };
  for (const runs of layoutDecisions(input, fonts)) {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    // No merged papers here, so no run asks for a paper page label.
    drawRuns(page, runs, fonts, () => "");
  }
  drawPageNumbers(doc, regular);
  const pdf = await doc.save();
  return { pdf, pageCount: doc.getPageCount() };
}
