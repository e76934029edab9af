import { useEffect, useState } from "react";
import { openPdf, type PDFDocumentProxy } from "../../components/viewer/pdfjs.js";
import { apiViewerFile } from "../../data/api-client.js";
import { isApiError } from "../../data/api-error.js";

export type PdfState =
  | { step: "loading"; fraction: number | null }
  | { step: "failed"; message: string | null }
  | { step: "ready"; pdf: PDFDocumentProxy };

/**
 * A PDF read as the viewer reads files (the viewer's header, so an Office document comes as its
 * PDF copy), opened with pdf.js. `attempt` is Try again: a new number reads it anew.
 */
export function usePdf(src: string, attempt: number): PdfState {
  const [state, setState] = useState<PdfState>({ step: "loading", fraction: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is Try again: it reads the file anew.
  useEffect(() => {
    const abort = new AbortController();
    let opened: PDFDocumentProxy | null = null;
    setState({ step: "loading", fraction: null });
    void (async () => {
      try {
        const bytes = await apiViewerFile(
          src,
          (fraction) => setState({ step: "loading", fraction }),
          abort.signal,
        );
        opened = await openPdf(bytes);
        if (abort.signal.aborted) return;
        setState({ step: "ready", pdf: opened });
      } catch (err) {
        if (abort.signal.aborted) return;
        setState({ step: "failed", message: isApiError(err) ? err.message : null });
      }
    })();
    return () => {
      abort.abort();
      void opened?.destroy();
    };
  }, [src, attempt]);
  return state;
}
