import { useMediaQuery } from "@mantine/hooks";
import { limits } from "../../../common/limits.js";

/** Below the mobile breakpoint (959 px) tables become cards, so nothing scrolls sideways. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(`(max-width: ${limits.mobileBreakpointPx}px)`, false, {
    getInitialValueInEffect: false,
  });
}
