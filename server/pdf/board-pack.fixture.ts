import { PDFDocument, StandardFonts } from "pdf-lib";
import type { PackInput, PackItem, PackPaper } from "./board-pack-types.js";

/** Papers for tests and the benchmark, generated in memory so no binary files live in the repo. */
export async function makePdf(pageCount: number, label: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pageCount; i += 1) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`${label} - page ${i}`, { x: 72, y: 760, size: 18, font });
    page.drawText("Lorem ipsum dolor sit amet, consectetur adipiscing elit.".repeat(2), {
      x: 72,
      y: 720,
      size: 9,
      font,
    });
  }
  return doc.save();
}

/**
 * A well-formed one-page PDF whose trailer names an /Encrypt dictionary. That
 * is all a reader needs to treat it as password-protected, and it avoids
 * shipping a binary or running an encryption tool.
 */
export function makeEncryptedPdf(): Uint8Array {
  const text = [
    "%PDF-1.7",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj",
    "4 0 obj << /Filter /Standard /V 2 /R 3 /Length 128 /P -3904",
    "  /O <28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a>",
    "  /U <28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a> >> endobj",
    "trailer << /Size 5 /Root 1 0 R /Encrypt 4 0 R >>",
    "%%EOF",
    "",
  ].join("\n");
  return new TextEncoder().encode(text);
}

export const corruptPdf = (): Uint8Array => new TextEncoder().encode("%PDF-1.7 garbage");

/** Only the PNG signature and a header chunk: enough to be "an image", never parsed by the pack. */
export const pngBytes = (): Uint8Array =>
  Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);

export const pdfPaper = (name: string, bytes: Uint8Array): PackPaper => ({
  name,
  mime: "application/pdf",
  bytes,
});

export function packItem(number: string, title: string, papers: PackPaper[] = []): PackItem {
  return {
    number,
    title,
    isHeading: false,
    presenter: "Aroha Ngata",
    startsAt: "6:30 pm",
    durationMinutes: 15,
    description: "Paper for noting.\nThe board is asked to receive the report.",
    papers,
  };
}

export function packInput(items: PackItem[]): PackInput {
  return {
    organisationName: "Te Whare Community Trust",
    meetingTitle: "Board meeting",
    when: "Thursday 3 December 2026, 6:30 pm NZDT",
    location: "Boardroom, 12 Queen Street",
    agendaTitle: "Agenda",
    items,
    timesNote: "Times are NZDT (Pacific/Auckland).",
    closeTime: "8:30 pm NZDT",
    prepared: "Prepared 25 Nov 2026, 4:22 pm NZDT",
  };
}

/** Three generated papers of 100 pages each, the size of a large real board pack. */
export async function largePackInput(): Promise<PackInput> {
  const paper = await makePdf(100, "Large paper");
  return packInput([
    packItem("1", "Chief executive's report", [pdfPaper("ce-report.pdf", paper)]),
    packItem("2", "Financial report", [pdfPaper("finance.pdf", paper)]),
    packItem("3", "Strategy refresh", [pdfPaper("strategy.pdf", paper)]),
  ]);
}
