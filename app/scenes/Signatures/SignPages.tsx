import { Group, Text } from "@mantine/core";
import { IconZoomIn, IconZoomOut } from "@tabler/icons-react";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { type PageSize, PdfPage } from "../../components/viewer/PdfPage.js";
import type { PDFDocumentProxy } from "../../components/viewer/pdfjs.js";
import { ToolButton } from "../../components/viewer/ToolButton.js";
import { useNearView } from "../../components/viewer/use-near-view.js";
import classes from "../../components/viewer/Viewer.module.css";
import { fitWidthScale, zoomIn, zoomOut, zoomPercent } from "../../components/viewer/zoom.js";
import { useTranslation } from "../../i18n/translate.js";
import type { PageOverlay } from "./SignDocument.js";

type Props = {
  pdf: PDFDocumentProxy;
  name: string;
  overlay: PageOverlay;
  onVisiblePage?: ((page: number) => void) | undefined;
};

/** The page at a third of the way down the visible part: where the reader is. */
function pageAt(scroller: HTMLElement): number {
  const line = scroller.scrollTop + scroller.clientHeight / 3;
  let found = 1;
  for (const page of scroller.querySelectorAll<HTMLElement>("[data-page-number]")) {
    if (page.offsetTop > line) break;
    found = Number(page.dataset.pageNumber);
  }
  return found;
}

/** Every page in a scrolling column, fitted to the width until the reader zooms. */
export function SignPages({ pdf, name, overlay, onVisiblePage }: Props) {
  const { t } = useTranslation();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [guessSize, setGuessSize] = useState<PageSize>({ width: 612, height: 792 });
  const [fitScale, setFitScale] = useState(1);
  const [zoom, setZoom] = useState<number | null>(null);
  const scale = zoom ?? fitScale;
  const visible = useRef(1);

  useEffect(() => {
    void pdf.getPage(1).then((page) => {
      const { width, height } = page.getViewport({ scale: 1 });
      setGuessSize({ width, height });
    });
  }, [pdf]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const fitNow = () => setFitScale(fitWidthScale(guessSize.width, scroller.clientWidth));
    fitNow();
    const observer = new ResizeObserver(fitNow);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [guessSize.width]);

  const onScroll = () => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const page = pageAt(scroller);
    if (page === visible.current) return;
    visible.current = page;
    onVisiblePage?.(page);
  };

  return (
    <section className={classes.viewer} aria-label={t("viewer.region", { name })}>
      <div className={classes.toolbar}>
        <Group gap={4} wrap="nowrap">
          <ToolButton
            label={t("viewer.zoomOut")}
            icon={IconZoomOut}
            onClick={() => setZoom(zoomOut(scale))}
          />
          <Text size="sm" w={44} ta="center" aria-live="polite">
            {zoomPercent(scale)}
          </Text>
          <ToolButton
            label={t("viewer.zoomIn")}
            icon={IconZoomIn}
            onClick={() => setZoom(zoomIn(scale))}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t("viewer.pageOf", { total: pdf.numPages })}
        </Text>
      </div>
      <div className={classes.body}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling document must take the focus to scroll by keys (WCAG 2.1.1). */}
        <div ref={scrollerRef} className={classes.scroller} onScroll={onScroll} tabIndex={0}>
          <div className={classes.pages}>
            {Array.from({ length: pdf.numPages }, (_, i) => i + 1).map((number) => (
              <NearPage
                key={number}
                pdf={pdf}
                number={number}
                scale={scale}
                guessSize={guessSize}
                scrollerRef={scrollerRef}
                overlay={(size) => overlay(number, size)}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

type NearPageProps = {
  pdf: PDFDocumentProxy;
  number: number;
  scale: number;
  guessSize: PageSize;
  scrollerRef: RefObject<HTMLDivElement | null>;
  overlay: (size: PageSize) => ReactNode;
};

const noMatches: never[] = [];

function NearPage({ scrollerRef, ...props }: NearPageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearView(ref, scrollerRef);
  return (
    <div ref={ref}>
      <PdfPage {...props} near={near} matches={noMatches} activeMatch={null} />
    </div>
  );
}
