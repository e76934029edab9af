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

export type InterestsPdfEntry = { entity: string; nature: string; dates: string };
export type InterestsPdfSection = {
  heading: string;
  /** Said when the section has nobody in it, so an empty register reads as such. */
  empty: string;
  people: Array<{ name: string; entries: InterestsPdfEntry[] }>;
};
export type InterestsPdfInput = {
  organisationName: string;
  title: string;
  /** "All people" or the one person the file is for. */
  scope: string;
  asAt: string;
  sections: InterestsPdfSection[];
};

const RIGHT = PAGE_WIDTH - MARGIN_X;
const ENTRY_X = MARGIN_X + 16;
const BODY = 10;

function layoutInterests(input: InterestsPdfInput, fonts: PackFonts): TextRun[][] {
  const clean = (text: string) => toWinAnsi(text.replace(/\s*\n\s*/g, " "), fonts.supported).trim();
  const flow = new Flow(clean(`${input.title} – ${input.scope} (continued)`));
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
  block(clean(input.scope), MARGIN_X, 13, {});
  block(clean(input.asAt), MARGIN_X, BODY, { muted: true });
  flow.gap(16);

  for (const section of input.sections) {
    flow.ensure(lineHeight(14) + lineHeight(12) + 3 * lineHeight(BODY));
    block(clean(section.heading), MARGIN_X, 14, { bold: true });
    flow.gap(6);
    if (section.people.length === 0) block(clean(section.empty), MARGIN_X, BODY, { muted: true });
    for (const person of section.people) {
      // A name is never left at the foot of a page without its first entry.
      flow.ensure(lineHeight(12) + 3 * lineHeight(BODY));
      block(clean(person.name), MARGIN_X, 12, { bold: true });
      flow.gap(2);
      for (const entry of person.entries) {
        flow.ensure(3 * lineHeight(BODY));
        block(clean(entry.entity), ENTRY_X, BODY, { bold: true });
        block(toWinAnsi(entry.nature, fonts.supported).trim(), ENTRY_X, BODY, {});
        block(clean(entry.dates), ENTRY_X, 9, { muted: true });
        flow.gap(6);
      }
      flow.gap(6);
    }
    flow.gap(10);
  }
  return flow.pages;
}

/** The register as an A4 PDF: heading, then current and past interests by person, "Page N of M". */
export async function buildInterestsPdf(
  input: InterestsPdfInput,
): Promise<{ pdf: Uint8Array; pageCount: number }> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.title} – ${input.scope}`);
  doc.setProducer("Quorate");
  doc.setCreator("Quorate");
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const fonts: PackFonts = { regular, bold, supported: supportedCodePoints(regular) };
  for (const runs of layoutInterests(input, fonts)) {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    // No merged papers here, so no run asks for a paper page label.
    drawRuns(page, runs, fonts, () => "");
  }
  drawPageNumbers(doc, regular);
  const pdf = await doc.save();
  return { pdf, pageCount: doc.getPageCount() };
}
