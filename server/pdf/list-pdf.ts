import { PDFDocument, StandardFonts } from "pdf-lib";
import {
  Flow,
  lineHeight,
  MARGIN_X,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  type PackFonts,
} from "./agenda-layout.js";
import { drawPageNumbers, drawRuns } from "./pack-drawing.js";
import { supportedCodePoints, toWinAnsi, wrapText } from "./pack-text.js";

/**
 * The top of a register printed as a list (decisions, interests): organisation, title, what
 * the file holds, when it was printed and an optional note.
 */
export type ListPdfHeading = {
  organisationName: string;
  title: string;
  /** What the file holds in words: the filters, or whose register. */
  scope: string;
  /** The scope's font size: larger where it names a person. */
  scopeSize: number;
  asAt: string;
  /** Said in bold under the heading (more than the file holds, or nothing at all). */
  note?: string | null;
  /** After the title in the document's title and on each continued page. */
  subject: string;
};

export type ListStyle = { bold?: boolean; muted?: boolean };

/** How a register writes its entries below the heading. */
export type ListPdfWriter = {
  /** The page's left margin; entries indent from it. */
  left: number;
  /** A field on lines of its own, its line breaks flattened, wrapped to the page. */
  field(text: string, x: number, size: number, style?: ListStyle): void;
  /** Text whose paragraphs are kept (a decision's wording, an interest's nature). */
  paragraphs(text: string, x: number, size: number, style?: ListStyle): void;
  gap(points: number): void;
  /** Moves to a new page unless this much room is left, so a block is not split at its head. */
  keepTogether(height: number): void;
  lineHeight(size: number): number;
};

const RIGHT = PAGE_WIDTH - MARGIN_X;
const BODY = 10;

function layoutList(
  heading: ListPdfHeading,
  fonts: PackFonts,
  writeEntries: (writer: ListPdfWriter) => void,
) {
  const winAnsi = (text: string) => toWinAnsi(text, fonts.supported).trim();
  const flat = (text: string) => winAnsi(text.replace(/\s*\n\s*/g, " "));
  const flow = new Flow(flat(`${heading.title} – ${heading.subject} (continued)`));
  const wrapped = (text: string, x: number, size: number, style: ListStyle) => {
    const font = style.bold ? fonts.bold : fonts.regular;
    for (const line of wrapText(text, font, size, RIGHT - x))
      flow.line(size, [{ text: line, x, ...style }]);
  };
  const writer: ListPdfWriter = {
    left: MARGIN_X,
    field: (text, x, size, style = {}) => wrapped(flat(text), x, size, style),
    paragraphs: (text, x, size, style = {}) => wrapped(winAnsi(text), x, size, style),
    gap: (points) => flow.gap(points),
    keepTogether: (height) => flow.ensure(height),
    lineHeight,
  };

  writer.field(heading.organisationName, MARGIN_X, 11, { bold: true, muted: true });
  flow.gap(4);
  writer.field(heading.title, MARGIN_X, 20, { bold: true });
  writer.field(heading.scope, MARGIN_X, heading.scopeSize);
  writer.field(heading.asAt, MARGIN_X, BODY, { muted: true });
  if (heading.note) {
    flow.gap(6);
    writer.field(heading.note, MARGIN_X, BODY, { bold: true });
  }
  flow.gap(16);
  writeEntries(writer);
  return flow.pages;
}

/** A register as an A4 PDF: the heading, then its entries, "Page N of M" on every page. */
export async function buildListPdf(
  heading: ListPdfHeading,
  writeEntries: (writer: ListPdfWriter) => void,
): Promise<{ pdf: Uint8Array; pageCount: number }> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${heading.title} – ${heading.subject}`);
  doc.setProducer("Quorate");
  doc.setCreator("Quorate");
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const fonts: PackFonts = { regular, bold, supported: supportedCodePoints(regular) };
  for (const runs of layoutList(heading, fonts, writeEntries)) {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    // No merged papers here, so no run asks for a paper page label.
    drawRuns(page, runs, fonts, () => "");
  }
  drawPageNumbers(doc, regular);
  const pdf = await doc.save();
  return { pdf, pageCount: doc.getPageCount() };
}
