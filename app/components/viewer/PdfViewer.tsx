import { Button, Group, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  IconArrowsHorizontal,
  IconChevronDown,
  IconChevronUp,
  IconDownload,
  IconLayoutSidebar,
  IconZoomIn,
  IconZoomOut,
} from "@tabler/icons-react";
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "../../i18n/translate.js";
import { useNoteTools } from "./annotations/NoteTools.js";
import type { ViewerNotes } from "./annotations/viewer-notes.js";
import { FindBox } from "./FindBox.js";
import type { DocumentMatch } from "./find-in-text.js";
import { type PageSize, PdfPage } from "./PdfPage.js";
import type { PDFDocumentProxy } from "./pdfjs.js";
import { ThumbnailRail } from "./ThumbnailRail.js";
import { ToolButton } from "./ToolButton.js";
import { useFindInDocument } from "./use-find-in-document.js";
import { useNearView } from "./use-near-view.js";
import { usePinchZoom } from "./use-pinch-zoom.js";
import classes from "./Viewer.module.css";
import { viewerCommand } from "./viewer-keys.js";
import { clampZoom, fitWidthScale, zoomIn, zoomOut, zoomPercent } from "./zoom.js";

export type PdfViewerProps = {
  pdf: PDFDocumentProxy;
  name: string;
  /** The address of the file to take away, when the server allows this reader to. */
  downloadHref: string | null;
  /** The reader's highlights and notes, when the file takes them. */
  notes?: ViewerNotes | undefined;
  /** The page to open at (a search result, a pack's paper). */
  initialPage?: number | undefined;
};

/** Where the reader is: the page at a third of the way down the visible part. */
function pageAt(scroller: HTMLElement): number {
  const line = scroller.scrollTop + scroller.clientHeight / 3;
  let found = 1;
  for (const page of scroller.querySelectorAll<HTMLElement>("[data-page-number]")) {
    if (page.offsetTop > line) break;
    found = Number(page.dataset.pageNumber);
  }
  return found;
}

/**
 * The in-app PDF viewer: pages drawn as they come near, selectable text, zoom (buttons, keys,
 * Ctrl+wheel, two fingers), fit to width, page thumbnails, finding words, keyboard paging.
 * Downloading is offered only when the server says this reader may take the file.
 */
export function PdfViewer({ pdf, name, downloadHref, notes, initialPage }: PdfViewerProps) {
  const { t } = useTranslation();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const findRef = useRef<HTMLInputElement>(null);
  const wide = useMediaQuery("(min-width: 48em)", true);
  const [thumbnails, setThumbnails] = useState<boolean | null>(null);
  const showThumbnails = thumbnails ?? wide;
  const [fit, setFit] = useState(true);
  const [scale, setScale] = useState(1);
  const [guessSize, setGuessSize] = useState<PageSize>({ width: 612, height: 792 });
  const [current, setCurrent] = useState(1);
  const [pageText, setPageText] = useState(String(initialPage ?? 1));
  const total = pdf.numPages;
  // Where the reader was before a zoom: the page and how far down it.
  const anchor = useRef<{ page: number; fraction: number } | null>(null);

  useEffect(() => {
    void pdf.getPage(1).then((page) => {
      const { width, height } = page.getViewport({ scale: 1 });
      setGuessSize({ width, height });
    });
  }, [pdf]);

  const scrollToPage = useCallback(
    (page: number, fraction = 0) => {
      const scroller = scrollerRef.current;
      const target = Math.min(total, Math.max(1, Math.round(page)));
      const element = scroller?.querySelector<HTMLElement>(`[data-page-number="${target}"]`);
      if (!scroller || !element) return;
      scroller.scrollTop = element.offsetTop - 8 + fraction * element.offsetHeight;
      setCurrent(target);
      setPageText(String(target));
    },
    [total],
  );

  // Notes where the reader is, so the next layout puts them back there.
  const keepPlace = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller || anchor.current) return;
    const page = pageAt(scroller);
    const element = scroller.querySelector<HTMLElement>(`[data-page-number="${page}"]`);
    const fraction = element
      ? (scroller.scrollTop - element.offsetTop) / Math.max(1, element.offsetHeight)
      : 0;
    anchor.current = { page, fraction };
  }, []);

  const changeScale = useCallback(
    (next: number) => {
      setFit(false);
      setScale((now) => {
        const scale = clampZoom(next);
        if (Math.abs(now - scale) > 0.001) keepPlace();
        return scale;
      });
    },
    [keepPlace],
  );

  // After a zoom, the reader is where they were, not at another page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the new scale is laid out.
  useLayoutEffect(() => {
    const kept = anchor.current;
    anchor.current = null;
    if (kept) scrollToPage(kept.page, kept.fraction);
  }, [scale, scrollToPage]);

  // Fit to width follows the space: a turned tablet, a sidebar opened.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !fit) return;
    const fitNow = () => {
      const next = fitWidthScale(guessSize.width, scroller.clientWidth);
      setScale((now) => {
        if (Math.abs(now - next) > 0.001) keepPlace();
        return next;
      });
    };
    fitNow();
    const observer = new ResizeObserver(fitNow);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [fit, guessSize.width, keepPlace]);

  useEffect(() => {
    if (initialPage && initialPage > 1) requestAnimationFrame(() => scrollToPage(initialPage));
  }, [initialPage, scrollToPage]);

  usePinchZoom(scrollerRef, pagesRef, scale, (next) => changeScale(next));
  const noteTools = useNoteTools({ notes, current, scrollerRef, goToPage: scrollToPage });
  const { overlay } = noteTools;

  const onScroll = () => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const page = pageAt(scroller);
    if (page !== current) {
      setCurrent(page);
      setPageText(String(page));
    }
  };

  const find = useFindInDocument(pdf);
  const { activeMatch } = find;
  useEffect(() => {
    if (activeMatch) scrollToPage(activeMatch.page);
  }, [activeMatch, scrollToPage]);

  const run = (command: ReturnType<typeof viewerCommand>) => {
    switch (command) {
      case "nextPage":
        return scrollToPage(current + 1);
      case "previousPage":
        return scrollToPage(current - 1);
      case "firstPage":
        return scrollToPage(1);
      case "lastPage":
        return scrollToPage(total);
      case "zoomIn":
        return changeScale(zoomIn(scale));
      case "zoomOut":
        return changeScale(zoomOut(scale));
      case "fitWidth":
        return setFit(true);
      case "find":
        return findRef.current?.focus();
      default:
        return undefined;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const typing = target.closest("input, textarea, select, [contenteditable=true]") !== null;
    const command = viewerCommand(event);
    if (!command || (typing && command !== "find")) return;
    event.preventDefault();
    run(command);
  };

  return (
    <section
      className={`${classes.viewer} ${downloadHref ? "" : classes.noPrint}`}
      aria-label={t("viewer.region", { name })}
      onKeyDown={onKeyDown}
    >
      <div className={classes.toolbar}>
        <ToolButton
          label={showThumbnails ? t("viewer.hideThumbnails") : t("viewer.showThumbnails")}
          icon={IconLayoutSidebar}
          pressed={showThumbnails}
          onClick={() => setThumbnails(!showThumbnails)}
        />
        <Group gap={4} wrap="nowrap">
          <ToolButton
            label={t("viewer.previousPage")}
            icon={IconChevronUp}
            disabled={current <= 1}
            onClick={() => scrollToPage(current - 1)}
          />
          <TextInput
            aria-label={t("viewer.pageInput")}
            value={pageText}
            onChange={(event) => setPageText(event.currentTarget.value.replace(/\D/g, ""))}
            onKeyDown={(event) => {
              if (event.key === "Enter") scrollToPage(Number(pageText) || current);
            }}
            onBlur={() => setPageText(String(current))}
            inputMode="numeric"
            w={56}
            styles={{ input: { textAlign: "center" } }}
          />
          <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {t("viewer.pageOf", { total })}
          </Text>
          <ToolButton
            label={t("viewer.nextPage")}
            icon={IconChevronDown}
            disabled={current >= total}
            onClick={() => scrollToPage(current + 1)}
          />
        </Group>
        <Group gap={4} wrap="nowrap">
          <ToolButton
            label={t("viewer.zoomOut")}
            icon={IconZoomOut}
            onClick={() => run("zoomOut")}
          />
          <Text size="sm" w={44} ta="center" aria-live="polite">
            <VisuallyHidden>{t("viewer.zoomLevel", { percent: "" })}</VisuallyHidden>
            {zoomPercent(scale)}
          </Text>
          <ToolButton label={t("viewer.zoomIn")} icon={IconZoomIn} onClick={() => run("zoomIn")} />
          <ToolButton
            label={t("viewer.fitWidth")}
            icon={IconArrowsHorizontal}
            pressed={fit}
            onClick={() => setFit(true)}
          />
        </Group>
        <FindBox
          inputRef={findRef}
          query={find.query}
          onQuery={find.setQuery}
          status={find.status}
          canStep={find.matches.length > 0}
          onStep={find.step}
        />
        {noteTools.tools}
        {downloadHref && (
          <Button
            component="a"
            href={downloadHref}
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            {t("viewer.download")}
          </Button>
        )}
      </div>
      <VisuallyHidden>{t("viewer.keyboardHelp")}</VisuallyHidden>
      <div className={classes.body}>
        {showThumbnails && (
          <ThumbnailRail pdf={pdf} current={current} onOpen={(page) => scrollToPage(page)} />
        )}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling document must take the focus to scroll by keys (WCAG 2.1.1). */}
        <div ref={scrollerRef} className={classes.scroller} onScroll={onScroll} tabIndex={0}>
          <div ref={pagesRef} className={classes.pages}>
            {Array.from({ length: total }, (_, i) => i + 1).map((number) => (
              <NearPage
                key={number}
                pdf={pdf}
                number={number}
                scale={scale}
                guessSize={guessSize}
                scrollerRef={scrollerRef}
                matches={find.byPage.get(number) ?? noMatches}
                activeMatch={activeMatch?.page === number ? activeMatch : null}
                overlay={overlay ? (size) => overlay(number, size) : undefined}
              />
            ))}
          </div>
        </div>
        {noteTools.panel}
      </div>
      {noteTools.floating}
    </section>
  );
}

const noMatches: DocumentMatch[] = [];

type NearPageProps = Omit<Parameters<typeof PdfPage>[0], "near"> & {
  scrollerRef: React.RefObject<HTMLDivElement | null>;
};

/** A page that knows whether it is near the visible part of the document. */
function NearPage({ scrollerRef, ...props }: NearPageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearView(ref, scrollerRef);
  return (
    <div ref={ref}>
      <PdfPage {...props} near={near} />
    </div>
  );
}
