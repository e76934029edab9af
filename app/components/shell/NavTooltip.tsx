import { Tooltip } from "@mantine/core";
import type { ReactElement } from "react";

export type NavTooltipProps = { label: string; children: ReactElement; position?: "right" | "top" };

/** The name of an icon-only sidebar control, shown on hover and focus. */
export function NavTooltip({ label, children, position = "right" }: NavTooltipProps) {
  return (
    <Tooltip label={label} position={position}>
      {children}
    </Tooltip>
  );
}
