import { PDFDocument, StandardFonts } from "pdf-lib";
import { PAGE_HEIGHT, PAGE_WIDTH, type PackFonts } from "./agenda-layout.js";
import { layoutMinutes } from "./minutes-layout.js";
import type { MinutesInput } from "./minutes-types.js";
import { drawPageNumbers, drawRuns } from "./pack-drawing.js";
import { supportedCodePoints } from "./pack-text.js";

export type {
  MinutesAction,
  MinutesDecision,
  MinutesInput,
  MinutesItem,
} from "./minutes-types.js";

/**
 * pdf-lib stamps "now" into the info dictionary by default. The signature binds
 * the SHA-256 of this file, so the same minutes must always give the same bytes:
 * the dates are fixed instead.
 */
const FIXED_DATE = new Date(0);

/**
 * Builds the minutes as an A4 PDF: heading, attendance and quorum, each item's
 * minutes with its conflicts, decisions and actions, then the close and any
 * confirmation, with "Page N of M" on every page. Deterministic for a given input.
 */
export async function buildMinutesPdf(
  input: MinutesInput,
): Promise<{ pdf: Uint8Array; pageCount: number }> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.title} – ${input.meetingTitle}`);
  doc.setProducer("Quorate");
  doc.setCreator("Quorate");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const fonts: PackFonts = { regular, bold, supported: supportedCodePoints(regular) };

  for (const runs of layoutMinutes(input, fonts)) {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    // Minutes have no merged papers, so no run asks for a paper page label.
    drawRuns(page, runs, fonts, () => "");
  }
  drawPageNumbers(doc, regular);
  const pdf = await doc.save();
  return { pdf, pageCount: doc.getPageCount() };
}
