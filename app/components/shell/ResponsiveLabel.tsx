import { Box } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./TopBar.module.css";

/** For a Button holding a ResponsiveLabel: an icon-only square on phones, no empty padding. */
export const phoneIconButton = { root: classes.iconOnPhone, section: classes.iconOnPhoneSection };

/**
 * A button's text that hides on phones, leaving the icon; the button keeps the same
 * accessible name through its aria-label, so narrow screens lose nothing for screen readers.
 */
export function ResponsiveLabel({ children }: { children: ReactNode }) {
  return (
    <Box component="span" visibleFrom="sm">
      {children}
    </Box>
  );
}
