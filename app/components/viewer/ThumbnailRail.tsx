import { memo, type RefObject, useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/translate.js";
import type { PDFDocumentProxy } from "./pdfjs.js";
import { useNearView } from "./use-near-view.js";
import classes from "./Viewer.module.css";

type Props = {
  pdf: PDFDocumentProxy;
  current: number;
  onOpen: (page: number) => void;
};

const thumbnailWidth = 120;

/** Small pictures of the pages beside the document; each opens its page. */
export function ThumbnailRail({ pdf, current, onOpen }: Props) {
  const { t } = useTranslation();
  const railRef = useRef<HTMLUListElement>(null);
  const numbers = Array.from({ length: pdf.numPages }, (_, i) => i + 1);
  return (
    <ul ref={railRef} className={classes.thumbnails} aria-label={t("viewer.thumbnails")}>
      {numbers.map((number) => (
        <li key={number}>
          <Thumbnail
            pdf={pdf}
            number={number}
            current={number === current}
            railRef={railRef}
            onOpen={onOpen}
          />
        </li>
      ))}
    </ul>
  );
}

type ThumbnailProps = {
  pdf: PDFDocumentProxy;
  number: number;
  current: boolean;
  railRef: RefObject<HTMLUListElement | null>;
  onOpen: (page: number) => void;
};

const Thumbnail = memo(function Thumbnail({
  pdf,
  number,
  current,
  railRef,
  onOpen,
}: ThumbnailProps) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const near = useNearView(buttonRef, railRef);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!near || !canvas || canvas.width > 0) return;
    let cancelled = false;
    let cancel = () => {};
    void (async () => {
      const page = await pdf.getPage(number);
      if (cancelled) return;
      const viewport = page.getViewport({
        scale: thumbnailWidth / page.getViewport({ scale: 1 }).width,
      });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const task = page.render({ canvas, viewport });
      cancel = () => task.cancel();
      await task.promise;
    })().catch(() => {
      // Cancelled or unreadable: the page's number still stands for it.
      canvas.width = 0;
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [pdf, number, near]);

  // The rail follows the page being read, without moving the app's own page.
  useEffect(() => {
    const rail = railRef.current;
    const button = buttonRef.current;
    if (!current || !rail || !button) return;
    const top = button.offsetTop;
    if (top < rail.scrollTop || top + button.offsetHeight > rail.scrollTop + rail.clientHeight)
      rail.scrollTop = top - rail.clientHeight / 3;
  }, [current, railRef]);

  return (
    <button
      ref={buttonRef}
      type="button"
      className={classes.thumbnail}
      aria-current={current ? "page" : undefined}
      onClick={() => onOpen(number)}
    >
      <canvas ref={canvasRef} width={0} height={0} style={{ width: thumbnailWidth }} aria-hidden />
      {t("viewer.pageNumber", { number })}
    </button>
  );
});
