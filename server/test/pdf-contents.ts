import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRawStream,
  StandardFonts,
} from "pdf-lib";

/** The PDF's content streams, where text is shown as WinAnsi hex strings. */
export function pdfContents(doc: PDFDocument): string {
  return doc
    .getPages()
    .map((page) => {
      const node = page.node.Contents();
      const refs =
        node instanceof PDFArray ? node.asArray() : [page.node.get(PDFName.of("Contents"))];
      return refs
        .map((ref) => doc.context.lookup(ref))
        .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
        .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString("latin1"))
        .join("\n");
    })
    .join("\n");
}

/** A text as Helvetica (or its bold) shows it in those streams. */
export type Shown = (text: string, style?: "bold") => string;

/** For the registers' PDFs (server/pdf/list-pdf.ts), which print in Helvetica. */
export async function helveticaShown(): Promise<Shown> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return (text, style) => (style === "bold" ? bold : regular).encodeText(text).toString();
}
