import { PDFDocument, StandardFonts } from "pdf-lib";
import { zipFile } from "../../server/test/zip-file.js";

const sentences = [
  "The board received the chief executive's report on operations for the quarter.",
  "Revenue from grants was ahead of budget, while fundraising events fell short by eight percent.",
  "The finance committee recommends that reserves be held at no less than three months of costs.",
  "Procurement above fifty thousand dollars requires three written quotes and the chair's approval.",
  "The risk register was reviewed; two risks were raised from moderate to high.",
  "Health and safety: no notifiable incidents were recorded during the period.",
  "Members declared their interests, and the register of interests was updated accordingly.",
  "The board asked management to report back on staff turnover at the next meeting.",
  "A workshop on strategy will be held in March, facilitated by an external adviser.",
  "The auditor's management letter raised no significant matters for the board's attention.",
];

/**
 * A page of a board paper: five paragraphs of four or five sentences (about 2,000 characters),
 * each page's a little different so nothing is repeated wholesale.
 */
export function pageParagraphs(page: number): string[] {
  return Array.from({ length: 5 }, (_, p) => {
    const count = 4 + ((page + p) % 2);
    const picked = Array.from(
      { length: count },
      (_, s) => sentences[(page * 7 + p * 3 + s) % sentences.length] ?? "",
    );
    return `${p === 0 ? `Page ${page}. ` : ""}${picked.join(" ")}`;
  });
}

/** Words wrapped to lines of at most `width` characters (a page is drawn a line at a time). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF of `pages` A4 pages of text, as a word processor exports a paper (Helvetica, 10 pt). */
export async function textPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595.28, 841.89]);
    let y = 780;
    for (const paragraph of pageParagraphs(n)) {
      for (const line of wrapWords(paragraph, 95)) {
        page.drawText(line, { x: 60, y, size: 10, font });
        y -= 14;
      }
      y -= 10;
    }
  }
  return Buffer.from(await doc.save());
}

const xmlText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A Word file with the same text, a page break between pages. Only the parts mammoth reads
 * (its document falls back to word/document.xml without a relationships part).
 */
export function textDocx(pages: number): Buffer {
  const run = (text: string) =>
    `<w:p><w:r><w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`;
  const pageBreak = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';
  const body = Array.from({ length: pages }, (_, i) =>
    pageParagraphs(i + 1)
      .map(run)
      .join(""),
  ).join(pageBreak);
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  return zipFile([
    { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
    { name: "word/document.xml", data: Buffer.from(document) },
  ]);
}
