import { ActionIcon, Button, Group, Text, TextInput, Tooltip, VisuallyHidden } from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import {
  IconArrowsHorizontal,
  IconChevronDown,
  IconChevronUp,
  IconDownload,
  IconLayoutSidebar,
  IconSearch,
  IconX,
  IconZoomIn,
  IconZoomOut,
} from "@tabler/icons-react";
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "../../i18n/translate.js";
import { type DocumentMatch, matchesInPages } from "./find-in-text.js";
import { type PageSize, PdfPage } from "./PdfPage.js";
import type { PDFDocumentProxy } from "./pdfjs.js";
import { ThumbnailRail } from "./ThumbnailRail.js";
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
  /** Drawn over each page (annotations), at the page's size on screen. */
  overlay?: ((page: number, size: PageSize) => ReactNode) | undefined;
  /** More tools in the toolbar (annotating). */
  tools?: ReactNode;
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
export function PdfViewer({
  pdf,
  name,
  downloadHref,
  overlay,
  tools,
  initialPage,
}: PdfViewerProps) {
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

  const onScroll = () => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const page = pageAt(scroller);
    if (page !== current) {
      setCurrent(page);
      setPageText(String(page));
    }
  };

  // Finding words: every page's text is read once, the first time something is looked for.
  const [query, setQuery] = useState("");
  const [words] = useDebouncedValue(query.trim(), 250);
  const [texts, setTexts] = useState<string[][] | null>(null);
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (!words || texts) return;
    let cancelled = false;
    void (async () => {
      const all: string[][] = [];
      for (let number = 1; number <= total; number++) {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        all.push(content.items.flatMap((item) => ("str" in item ? [item.str] : [])));
        if (cancelled) return;
      }
      setTexts(all);
    })();
    return () => {
      cancelled = true;
    };
  }, [words, texts, pdf, total]);
  const matches = useMemo(
    () => (texts && words ? matchesInPages(texts, words) : []),
    [texts, words],
  );
  const activeMatch = matches[active] ?? null;
  const byPage = useMemo(() => {
    const map = new Map<number, DocumentMatch[]>();
    for (const match of matches) map.set(match.page, [...(map.get(match.page) ?? []), match]);
    return map;
  }, [matches]);
  useEffect(() => {
    if (activeMatch) scrollToPage(activeMatch.page);
  }, [activeMatch, scrollToPage]);
  const stepMatch = (by: number) =>
    matches.length && setActive((index) => (index + by + matches.length) % matches.length);

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

  const searching = words !== "" && texts === null;
  const findStatus = !words
    ? ""
    : searching
      ? t("viewer.searching")
      : matches.length === 0
        ? t("viewer.noMatches")
        : t("viewer.matchOf", { current: active + 1, total: matches.length });

  return (
    <section
      className={`${classes.viewer} ${downloadHref ? "" : classes.noPrint}`}
      aria-label={t("viewer.region", { name })}
      onKeyDown={onKeyDown}
    >
      <div className={classes.toolbar}>
        <Tooltip label={showThumbnails ? t("viewer.hideThumbnails") : t("viewer.showThumbnails")}>
          <ActionIcon
            variant={showThumbnails ? "light" : "subtle"}
            size="lg"
            aria-label={showThumbnails ? t("viewer.hideThumbnails") : t("viewer.showThumbnails")}
            aria-pressed={showThumbnails}
            onClick={() => setThumbnails(!showThumbnails)}
          >
            <IconLayoutSidebar size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t("viewer.previousPage")}
            disabled={current <= 1}
            onClick={() => scrollToPage(current - 1)}
          >
            <IconChevronUp size={20} aria-hidden />
          </ActionIcon>
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
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t("viewer.nextPage")}
            disabled={current >= total}
            onClick={() => scrollToPage(current + 1)}
          >
            <IconChevronDown size={20} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t("viewer.zoomOut")}
            onClick={() => run("zoomOut")}
          >
            <IconZoomOut size={20} aria-hidden />
          </ActionIcon>
          <Text size="sm" w={44} ta="center" aria-live="polite">
            <VisuallyHidden>{t("viewer.zoomLevel", { percent: "" })}</VisuallyHidden>
            {zoomPercent(scale)}
          </Text>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t("viewer.zoomIn")}
            onClick={() => run("zoomIn")}
          >
            <IconZoomIn size={20} aria-hidden />
          </ActionIcon>
          <Tooltip label={t("viewer.fitWidth")}>
            <ActionIcon
              variant={fit ? "light" : "subtle"}
              size="lg"
              aria-label={t("viewer.fitWidth")}
              aria-pressed={fit}
              onClick={() => setFit(true)}
            >
              <IconArrowsHorizontal size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap={4} wrap="nowrap" style={{ flex: "1 1 14rem" }}>
          <TextInput
            ref={findRef}
            type="search"
            aria-label={t("viewer.find")}
            placeholder={t("viewer.findPlaceholder")}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              query && (
                <ActionIcon
                  variant="subtle"
                  aria-label={t("viewer.clearFind")}
                  onClick={() => {
                    setQuery("");
                    setActive(0);
                  }}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              )
            }
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setActive(0);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                stepMatch(event.shiftKey ? -1 : 1);
              }
              if (event.key === "Escape") setQuery("");
            }}
            style={{ flex: 1, minWidth: "8rem" }}
          />
          <Text size="sm" c="dimmed" role="status" style={{ whiteSpace: "nowrap" }}>
            {findStatus}
          </Text>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t("viewer.previousMatch")}
            disabled={matches.length === 0}
            onClick={() => stepMatch(-1)}
          >
            <IconChevronUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t("viewer.nextMatch")}
            disabled={matches.length === 0}
            onClick={() => stepMatch(1)}
          >
            <IconChevronDown size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {tools}
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
                matches={byPage.get(number) ?? noMatches}
                activeMatch={activeMatch?.page === number ? activeMatch : null}
                overlay={overlay ? (size) => overlay(number, size) : undefined}
              />
            ))}
          </div>
        </div>
      </div>
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
