import { type RefObject, useEffect, useRef } from "react";
import { clampZoom } from "./zoom.js";

type Point = { x: number; y: number };
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Two fingers on a tablet, or Ctrl with the wheel (a trackpad's pinch) on a computer, zoom the
 * document. While fingers move the pages are only stretched (cheap); the new scale is drawn
 * when they lift.
 */
export function usePinchZoom(
  scrollerRef: RefObject<HTMLElement | null>,
  pagesRef: RefObject<HTMLElement | null>,
  scale: number,
  onZoom: (scale: number) => void,
): void {
  const latest = useRef({ scale, onZoom });
  latest.current = { scale, onZoom };

  useEffect(() => {
    const scroller = scrollerRef.current;
    const pages = pagesRef.current;
    if (!scroller || !pages) return;
    const touches = new Map<number, Point>();
    let start: { gap: number; ratio: number } | null = null;

    const ratioNow = () => {
      const [a, b] = [...touches.values()];
      return a && b && start ? distance(a, b) / start.gap : 1;
    };
    const down = (event: PointerEvent) => {
      if (event.pointerType !== "touch") return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const [a, b] = [...touches.values()];
      if (touches.size === 2 && a && b) {
        start = { gap: Math.max(1, distance(a, b)), ratio: 1 };
        const box = scroller.getBoundingClientRect();
        const mid = { x: (a.x + b.x) / 2 - box.left, y: (a.y + b.y) / 2 - box.top };
        pages.style.transformOrigin = `${mid.x + scroller.scrollLeft}px ${mid.y + scroller.scrollTop}px`;
      }
    };
    const move = (event: PointerEvent) => {
      if (!touches.has(event.pointerId)) return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (!start) return;
      const ratio = clampZoom(latest.current.scale * ratioNow()) / latest.current.scale;
      start.ratio = ratio;
      pages.style.transform = `scale(${ratio})`;
    };
    const up = (event: PointerEvent) => {
      if (!touches.delete(event.pointerId) || !start) return;
      const ratio = start.ratio;
      start = null;
      pages.style.transform = "";
      if (Math.abs(ratio - 1) > 0.02) latest.current.onZoom(latest.current.scale * ratio);
    };
    const wheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      latest.current.onZoom(latest.current.scale * Math.exp(-event.deltaY / 300));
    };
    scroller.addEventListener("pointerdown", down);
    scroller.addEventListener("pointermove", move);
    scroller.addEventListener("pointerup", up);
    scroller.addEventListener("pointercancel", up);
    scroller.addEventListener("wheel", wheel, { passive: false });
    return () => {
      scroller.removeEventListener("pointerdown", down);
      scroller.removeEventListener("pointermove", move);
      scroller.removeEventListener("pointerup", up);
      scroller.removeEventListener("pointercancel", up);
      scroller.removeEventListener("wheel", wheel);
    };
  }, [scrollerRef, pagesRef]);
}
