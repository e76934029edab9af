import { performance } from "node:perf_hooks";
import { extractText } from "../../server/extraction/extract-text.js";
import { toPassages } from "../../server/extraction/passages.js";
import { textDocx, textPdf } from "./text-documents.js";
import { median } from "./upload-figures.js";

export type ExtractionFigures = {
  format: "PDF" | "DOCX";
  pages: number;
  fileKiB: number;
  passages: number;
  extractMs: number;
  passagesMs: number;
  repetitions: number;
};

const mimes = {
  PDF: "application/pdf",
  DOCX: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

/**
 * What the extraction job spends on one document (server/areas/documents/extract-text-job.ts,
 * less reading it from storage): extractText, then toPassages, in this process. One run
 * unmeasured first (module loading, the JIT, pdf.js's fonts), then the median of `repetitions`.
 */
async function timeExtraction(
  format: ExtractionFigures["format"],
  bytes: Buffer,
  pages: number,
  repetitions: number,
): Promise<ExtractionFigures> {
  const mime = mimes[format];
  toPassages(await extractText(bytes, mime));
  const extractMs: number[] = [];
  const passagesMs: number[] = [];
  let passages = 0;
  for (let r = 0; r < repetitions; r++) {
    const start = performance.now();
    const extracted = await extractText(bytes, mime);
    const extractedAt = performance.now();
    passages = toPassages(extracted).length;
    passagesMs.push(performance.now() - extractedAt);
    extractMs.push(extractedAt - start);
    if (format === "PDF" && extracted.pageCount !== pages)
      throw new Error(`unpdf read ${extracted.pageCount} pages of ${pages}`);
  }
  if (passages === 0) throw new Error(`no text extracted from the ${format}`);
  return {
    format,
    pages,
    fileKiB: bytes.length / 1024,
    passages,
    extractMs: median(extractMs),
    passagesMs: median(passagesMs),
    repetitions,
  };
}

/** A 100-page paper as a PDF (pdf-lib) and as a Word file with the same text. */
export async function benchExtraction(pages = 100, repetitions = 5): Promise<ExtractionFigures[]> {
  return [
    await timeExtraction("PDF", await textPdf(pages), pages, repetitions),
    await timeExtraction("DOCX", textDocx(pages), pages, repetitions),
  ];
}
