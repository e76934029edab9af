import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconDownload, IconInfoCircle } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import type { ViewKind } from "../../../common/viewer.js";
import { apiViewerFile } from "../../data/api-client.js";
import { isApiError } from "../../data/api-error.js";
import { useTranslation } from "../../i18n/translate.js";
import type { ViewerNotes } from "./annotations/viewer-notes.js";
import { PdfViewer } from "./PdfViewer.js";
import { openPdf, type PDFDocumentProxy } from "./pdfjs.js";
import classes from "./Viewer.module.css";
import { ViewerLoading } from "./ViewerLoading.js";

export type FileViewerProps = {
  /** The file's address; the viewer's read of it is marked as such (common/contracts/viewer.ts). */
  src: string;
  name: string;
  mime: string;
  show: ViewKind;
  /** Offered only when the server says this reader may take the file. */
  downloadHref: string | null;
  /** The reader's highlights and notes on a PDF, when the file takes them. */
  notes?: ViewerNotes | undefined;
  initialPage?: number | undefined;
  /** Why a file shows no pages, when there is more to say than its kind (being converted). */
  unavailableNote?: string | undefined;
  /** Told once a PDF is open (its page count), for callers that need it. */
  onOpened?: ((pdf: PDFDocumentProxy) => void) | undefined;
};

type Loaded =
  | { kind: "pdf"; pdf: PDFDocumentProxy }
  | { kind: "image"; url: string }
  | { kind: "text"; text: string };

type State =
  | { step: "loading"; fraction: number | null }
  | { step: "failed"; message: string }
  | { step: "ready"; loaded: Loaded };

/**
 * A file in Quorate's own viewer: PDFs (and Office files converted to PDF) page by page,
 * pictures and text as they are; other files say they can't be shown, with a download when
 * allowed. Loaded on demand: neither pdf.js nor this code is in the shell's first download.
 */
export function FileViewer(props: FileViewerProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ step: "loading", fraction: null });
  const { src, show, mime, onOpened } = props;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is Try again: it reads the file anew.
  useEffect(() => {
    if (show === "none") return;
    const abort = new AbortController();
    let opened: PDFDocumentProxy | null = null;
    let objectUrl: string | null = null;
    setState({ step: "loading", fraction: null });
    void (async () => {
      try {
        const bytes = await apiViewerFile(
          src,
          (fraction) => setState({ step: "loading", fraction }),
          abort.signal,
        );
        if (show === "pdf") {
          setState({ step: "loading", fraction: 1 });
          opened = await openPdf(bytes);
          if (abort.signal.aborted) return;
          onOpened?.(opened);
          setState({ step: "ready", loaded: { kind: "pdf", pdf: opened } });
        } else if (show === "image") {
          objectUrl = URL.createObjectURL(new Blob([bytes], { type: mime }));
          setState({ step: "ready", loaded: { kind: "image", url: objectUrl } });
        } else {
          setState({
            step: "ready",
            loaded: { kind: "text", text: new TextDecoder().decode(bytes) },
          });
        }
      } catch (err) {
        if (abort.signal.aborted) return;
        const message = isApiError(err) ? err.message : t("viewer.damaged");
        setState({ step: "failed", message });
      }
    })();
    return () => {
      abort.abort();
      void opened?.destroy();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, show, mime, attempt, onOpened, t]);

  if (show === "none")
    return (
      <Alert color="blue" icon={<IconInfoCircle aria-hidden />} title={t("viewer.cannotShow")}>
        <Stack gap="sm" align="flex-start">
          {props.unavailableNote && <Text size="sm">{props.unavailableNote}</Text>}
          <Text size="sm">
            {props.downloadHref ? t("viewer.cannotShowDownload") : t("viewer.cannotShowNoDownload")}
          </Text>
          {props.downloadHref && (
            <Button
              component="a"
              href={props.downloadHref}
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              {t("viewer.download")}
            </Button>
          )}
        </Stack>
      </Alert>
    );

  if (state.step === "loading") return <ViewerLoading fraction={state.fraction} />;

  if (state.step === "failed")
    return (
      <Alert color="red" icon={<IconInfoCircle aria-hidden />} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{state.message}</Text>
          <Button variant="default" onClick={() => setAttempt((n) => n + 1)}>
            {t("viewer.retry")}
          </Button>
        </Stack>
      </Alert>
    );

  const { loaded } = state;
  if (loaded.kind === "pdf")
    return (
      <PdfViewer
        pdf={loaded.pdf}
        name={props.name}
        downloadHref={props.downloadHref}
        notes={props.notes}
        initialPage={props.initialPage}
      />
    );
  return (
    <section
      className={`${classes.viewer} ${props.downloadHref ? "" : classes.noPrint}`}
      aria-label={t("viewer.region", { name: props.name })}
    >
      {props.downloadHref && (
        <div className={classes.toolbar}>
          <Button
            component="a"
            href={props.downloadHref}
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            {t("viewer.download")}
          </Button>
        </div>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling document must take the focus to scroll by keys (WCAG 2.1.1). */}
      <div className={classes.scroller} tabIndex={0}>
        {loaded.kind === "image" ? (
          <img
            className={classes.picture}
            src={loaded.url}
            alt={t("viewer.imageAlt", { name: props.name })}
          />
        ) : (
          <pre className={classes.text}>{loaded.text}</pre>
        )}
      </div>
    </section>
  );
}
