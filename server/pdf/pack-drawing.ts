import { degrees, type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { PAGE_HEIGHT, PAGE_WIDTH, type PackFonts, type TextRun } from "./agenda-layout.js";
import type { PackInput } from "./board-pack-types.js";
import { toWinAnsi, wrapText } from "./pack-text.js";

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

/** Draws laid-out agenda runs; `pageLabel` turns a merged-page offset into its printed number. */
export function drawRuns(
  page: PDFPage,
  runs: TextRun[],
  fonts: PackFonts,
  pageLabel: (offset: number) => string,
): void {
  for (const run of runs) {
    const text = run.paperPageOffset === undefined ? run.text : pageLabel(run.paperPageOffset);
    const font = run.bold ? fonts.bold : fonts.regular;
    const x = run.align === "right" ? run.x - font.widthOfTextAtSize(text, run.size) : run.x;
    page.drawText(text, { x, y: run.y, size: run.size, font, color: run.muted ? MUTED : INK });
  }
}

export function drawCover(doc: PDFDocument, input: PackInput, fonts: PackFonts): PDFPage {
  const page = doc.insertPage(0, [PAGE_WIDTH, PAGE_HEIGHT]);
  const width = 440;
  let y = PAGE_HEIGHT * 0.68;
  const block = (text: string, size: number, font: PDFFont, color = INK, after = 0) => {
    const clean = toWinAnsi(text.replace(/\s*\n\s*/g, " "), fonts.supported);
    for (const line of wrapText(clean, font, size, width)) {
      y -= size * 1.3;
      const x = (PAGE_WIDTH - font.widthOfTextAtSize(line, size)) / 2;
      page.drawText(line, { x, y, size, font, color });
    }
    y -= after;
  };
  block(input.organisationName, 14, fonts.bold, MUTED, 20);
  block(input.meetingTitle, 26, fonts.bold, INK, 14);
  block(input.agendaTitle, 18, fonts.regular, INK, 36);
  block(input.when, 12, fonts.regular, INK, 4);
  if (input.location) block(input.location, 12, fonts.regular, INK);
  y -= 36;
  block(input.prepared, 10, fonts.regular, MUTED);
  return page;
}

/**
 * Writes "Page N of M" at the bottom centre of every page as the reader sees
 * it. Merged papers can be landscape via /Rotate or have an offset crop box,
 * so the position and text direction follow each page's own geometry.
 */
export function drawPageNumbers(doc: PDFDocument, font: PDFFont): void {
  const pages = doc.getPages();
  const size = 8;
  const inset = 24;
  pages.forEach((page, index) => {
    const text = `Page ${index + 1} of ${pages.length}`;
    const w = font.widthOfTextAtSize(text, size);
    const box = page.getCropBox();
    const turn = ((page.getRotation().angle % 360) + 360) % 360;
    const options = { size, font, color: MUTED };
    if (turn === 90) {
      const y = box.y + box.height / 2 - w / 2;
      page.drawText(text, { ...options, x: box.x + box.width - inset, y, rotate: degrees(90) });
    } else if (turn === 180) {
      const x = box.x + box.width / 2 + w / 2;
      page.drawText(text, { ...options, x, y: box.y + box.height - inset, rotate: degrees(180) });
    } else if (turn === 270) {
      const y = box.y + box.height / 2 + w / 2;
      page.drawText(text, { ...options, x: box.x + inset, y, rotate: degrees(270) });
    } else {
      page.drawText(text, { ...options, x: box.x + box.width / 2 - w / 2, y: box.y + inset });
    }
  });
}
