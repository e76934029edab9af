import { degrees, PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { supportedCodePoints, toWinAnsi } from "./pack-text.js";

/**
 * A light mark on every page of a downloaded PDF: the reader's name and the day, across the
 * page and again at its foot. A deterrent (Convene's), not a protection: it says whose copy
 * a leaked file was. The whole file is read into memory, as pdf-lib needs; uploads are
 * limited to 50 MB.
 */
export async function watermarkPdf(bytes: Uint8Array, text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const line = toWinAnsi(text, supportedCodePoints(font)).replace(/\n/g, " ").trim();
  const colour = rgb(0.45, 0.45, 0.5);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const across = Math.min(width, height) / 18;
    const acrossWidth = font.widthOfTextAtSize(line, across);
    // Corner to corner through the middle, whatever the page's size.
    const angle = Math.atan2(height, width);
    page.drawText(line, {
      x: width / 2 - (Math.cos(angle) * acrossWidth) / 2,
      y: height / 2 - (Math.sin(angle) * acrossWidth) / 2,
      size: across,
      font,
      color: colour,
      opacity: 0.12,
      rotate: degrees((angle * 180) / Math.PI),
    });
    page.drawText(line, { x: 24, y: 12, size: 7, font, color: colour, opacity: 0.6 });
  }
  return doc.save({ useObjectStreams: true });
}
