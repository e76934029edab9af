import fs from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { type PDFDocument, type PDFFont, rgb } from "pdf-lib";
import { wrapText } from "../pdf/pack-text.js";

export type CertificatePageInput = {
  /** What was sealed, as people call it ("Minutes of Board Meeting of 3 December 2026"). */
  documentName: string;
  /** SHA-256 of the document as it was before this page was added. */
  sha256: string;
  /** The seal's name ("Quorate seal – board.example.org"). */
  sealedBy: string;
  sealedAt: Date;
  /** Where anyone can check the file: the installation's /verify page. */
  verifyUrl: string;
};

// The standard 14 fonts encode WinAnsi only (no macrons: "Māori"), so the page embeds a TTF.
// pdf.js ships Liberation Sans (SIL Open Font License) with its standard fonts.
const require = createRequire(import.meta.url);
const fontFiles = {
  regular: "pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf",
  bold: "pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf",
} as const;
let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

function readFonts() {
  fontBytes ??= Promise.all([
    fs.readFile(require.resolve(fontFiles.regular)),
    fs.readFile(require.resolve(fontFiles.bold)),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontBytes;
}

const pageSize: [number, number] = [595.28, 841.89]; // A4
const margin = 56;
const ink = rgb(0.1, 0.1, 0.15);
const muted = rgb(0.35, 0.35, 0.4);

const utcTime = new Intl.DateTimeFormat("en-NZ", {
  dateStyle: "long",
  timeStyle: "long",
  timeZone: "UTC",
});

/**
 * Appends the certificate page: what was sealed, its SHA-256 before this page, by which seal
 * and when. Call before sealing (server/signing/seal-pdf.ts), so the seal covers it too.
 */
export async function addCertificatePage(
  doc: PDFDocument,
  input: CertificatePageInput,
): Promise<void> {
  const bytes = await readFonts();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(bytes.regular, { subset: true });
  const bold = await doc.embedFont(bytes.bold, { subset: true });
  const page = doc.addPage(pageSize);
  const width = pageSize[0] - 2 * margin;
  let y = pageSize[1] - margin;

  const write = (text: string, font: PDFFont, size: number, color = ink, gapAfter = 4) => {
    for (const line of wrapText(text, font, size, width)) {
      y -= size * 1.3;
      page.drawText(line, { x: margin, y, size, font, color });
    }
    y -= gapAfter;
  };
  const field = (label: string, value: string, valueFont = regular) => {
    write(label, bold, 9, muted, 2);
    write(value, valueFont, 11, ink, 14);
  };

  write("Certificate of sealing", bold, 20, ink, 24);
  field("Document", input.documentName);
  field("SHA-256 of the document before this page", input.sha256);
  field("Sealed by", input.sealedBy);
  field("Sealed at", utcTime.format(input.sealedAt));
  y -= 12;
  write(
    "This file carries one digital signature covering every page, this one included. A PDF reader shows it in its signature panel; any change to the file after sealing shows there as a broken signature.",
    regular,
    10,
    muted,
    8,
  );
  write(`Anyone can check the file at ${input.verifyUrl}`, regular, 10, muted);
}
