import { useEffect, useRef } from "react";

/**
 * For a menu or popover whose stand-in was pressed before it arrived: once mounted, its own
 * trigger takes the focus and is pressed, so it opens as if pressed itself and gives the
 * focus back to that trigger when it closes.
 */
export function useOpenOnArrival(open: boolean) {
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival.
  useEffect(() => {
    if (!open || !trigger.current) return;
    trigger.current.focus();
    trigger.current.click();
  }, []);
  return trigger;
}
