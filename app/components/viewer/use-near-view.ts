import { type RefObject, useEffect, useState } from "react";

/**
 * Whether an element is within a screenful of its scrolling container's visible part: pages
 * and thumbnails are drawn only then, so a long pack costs what a few pages cost.
 */
export function useNearView(
  element: RefObject<HTMLElement | null>,
  root: RefObject<HTMLElement | null>,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) setNear(entry.isIntersecting);
      },
      { root: root.current, rootMargin: "100% 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, root]);
  return near;
}
