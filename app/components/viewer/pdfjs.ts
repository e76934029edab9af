import type { PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

type Pdfjs = typeof import("pdfjs-dist");
let loading: Promise<Pdfjs> | undefined;

/** pdf.js itself, fetched the first time a document is opened and never in the shell's download. */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= import("pdfjs-dist").then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    return pdfjs;
  });
  return loading;
}

/** A PDF from its bytes. Fonts, character maps and decoders come from /pdfjs/ (scripts/pdfjs-assets.ts). */
export async function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfjs();
  return pdfjs.getDocument({
    data: new Uint8Array(bytes),
    cMapUrl: "/pdfjs/cmaps/",
    cMapPacked: true,
    standardFontDataUrl: "/pdfjs/standard_fonts/",
    wasmUrl: "/pdfjs/wasm/",
    // The page's CSP allows no eval; pdf.js then draws fonts another way.
    isEvalSupported: false,
    // Links and forms in a board paper are not followed or filled here.
    enableXfa: false,
  }).promise;
}

export type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist";
