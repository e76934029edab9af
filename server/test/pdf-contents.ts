import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRawStream,
  StandardFonts,
} from "pdf-lib";

/** Every page's content streams, where text is shown as WinAnsi hex strings (Flate decoded). */
export function pageContents(doc: PDFDocument): string[] {
  return doc.getPages().map((page) => {
    const node = page.node.Contents();
    const refs =
      node instanceof PDFArray ? node.asArray() : [page.node.get(PDFName.of("Contents"))];
    return refs
      .map((ref) => doc.context.lookup(ref))
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString("latin1"))
      .join("\n");
  });
}

/** All pages' content streams together. */
export function pdfContents(doc: PDFDocument): string {
  return pageContents(doc).join("\n");
}

/** A text as Helvetica (or its bold) shows it in those streams. */
export type Shown = (text: string, style?: "bold") => string;

/**
 * Quorate's PDFs print in Helvetica; encoding through the font itself gets "—" and "–" right.
 */
export async function helveticaShown(): Promise<Shown> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return (text, style) => (style === "bold" ? bold : regular).encodeText(text).toString();
}
