import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/translate.js";
import type { DocumentMatch } from "./find-in-text.js";
import { loadPdfjs, type PDFDocumentProxy } from "./pdfjs.js";
import classes from "./Viewer.module.css";

export type PageSize = { width: number; height: number };

type Props = {
  pdf: PDFDocumentProxy;
  number: number;
  scale: number;
  /** The page's size at 100 % until it has loaded (the first page's, a good guess for most). */
  guessSize: PageSize;
  /** Near the visible part of the document: drawn. Far pages hold only their space. */
  near: boolean;
  matches: readonly DocumentMatch[];
  activeMatch: DocumentMatch | null;
  /** Drawn over the page, at the page's size on screen (annotations). */
  overlay?: ((size: PageSize) => ReactNode) | undefined;
};

/** A canvas is limited in pixels; a large page at high zoom on a dense screen is drawn coarser. */
const maxCanvasPixels = 16_777_216;

/** One page: its picture, its text (selectable and searchable), the words found marked. */
export function PdfPage({
  pdf,
  number,
  scale,
  guessSize,
  near,
  matches,
  activeMatch,
  overlay,
}: Props) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<PageSize | null>(null);
  const [textDivs, setTextDivs] = useState<HTMLElement[] | null>(null);
  const shown = size ?? guessSize;

  useEffect(() => {
    const canvas = canvasRef.current;
    const textContainer = textRef.current;
    if (!near || !canvas || !textContainer) return;
    let cancelled = false;
    let cancelDrawing = () => {};
    void (async () => {
      const page = await pdf.getPage(number);
      if (cancelled) return;
      const base = page.getViewport({ scale: 1 });
      setSize({ width: base.width, height: base.height });
      const viewport = page.getViewport({ scale });
      const density = Math.min(
        window.devicePixelRatio || 1,
        Math.sqrt(maxCanvasPixels / (viewport.width * viewport.height)),
      );
      canvas.width = Math.floor(viewport.width * density);
      canvas.height = Math.floor(viewport.height * density);
      const task = page.render({
        canvas,
        viewport,
        ...(density === 1 ? {} : { transform: [density, 0, 0, density, 0, 0] }),
      });
      const { TextLayer } = await loadPdfjs();
      const textLayer = new TextLayer({
        textContentSource: page.streamTextContent(),
        container: textContainer,
        viewport,
      });
      cancelDrawing = () => {
        task.cancel();
        textLayer.cancel();
      };
      textContainer.replaceChildren();
      await Promise.all([task.promise, textLayer.render()]);
      if (!cancelled) setTextDivs(textLayer.textDivs);
    })().catch((err: unknown) => {
      // A page scrolled away or re-zoomed mid-drawing is cancelled: nothing to report.
      if (!cancelled) console.warn(`Page ${number} could not be drawn`, err);
    });
    return () => {
      cancelled = true;
      cancelDrawing();
      setTextDivs(null);
    };
  }, [pdf, number, scale, near]);

  // A page far from view gives its canvas memory back (a 300-page pack would hold gigabytes).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (near || !canvas) return;
    canvas.width = 0;
    canvas.height = 0;
    textRef.current?.replaceChildren();
  }, [near]);

  useEffect(() => {
    if (!textDivs) return;
    const marked: HTMLElement[] = [];
    const byItem = new Map<number, DocumentMatch[]>();
    for (const match of matches) byItem.set(match.item, [...(byItem.get(match.item) ?? []), match]);
    for (const [item, found] of byItem) {
      const div = textDivs[item];
      const text = div?.textContent;
      if (!div || !text) continue;
      const parts: Node[] = [];
      let at = 0;
      for (const match of found) {
        if (match.start > at) parts.push(document.createTextNode(text.slice(at, match.start)));
        const mark = document.createElement("span");
        mark.className = "highlight";
        if (match === activeMatch) {
          mark.classList.add("selected");
          queueMicrotask(() => mark.scrollIntoView({ block: "center", inline: "nearest" }));
        }
        mark.textContent = text.slice(match.start, match.end);
        parts.push(mark);
        at = match.end;
      }
      if (at < text.length) parts.push(document.createTextNode(text.slice(at)));
      div.replaceChildren(...parts);
      marked.push(div);
    }
    return () => {
      for (const div of marked) div.replaceChildren(document.createTextNode(div.textContent ?? ""));
    };
  }, [textDivs, matches, activeMatch]);

  const width = Math.floor(shown.width * scale);
  const height = Math.floor(shown.height * scale);
  return (
    <section
      className={classes.page}
      data-page-number={number}
      aria-label={t("viewer.pageLabel", { number })}
      style={{
        width,
        height,
        ["--scale-factor" as string]: String(scale),
        ["--total-scale-factor" as string]: String(scale),
      }}
    >
      <canvas ref={canvasRef} className={classes.canvas} style={{ width, height }} aria-hidden />
      <div ref={textRef} className={`textLayer ${classes.textLayer}`} />
      {overlay?.({ width, height })}
    </section>
  );
}
