import { PDFDocument } from "pdf-lib";

/** A PDF of one page per text given, each text drawn on its page: a paper or a policy for tests. */
export async function textPdf(...pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const text of pages) doc.addPage().drawText(text);
  return doc.save();
}
