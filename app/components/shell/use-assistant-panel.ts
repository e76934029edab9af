import { useDisclosure } from "@mantine/hooks";
import { useState } from "react";

/** Spec §9: the panel is 100 units wide, 144 extended; a unit is 4 px (0.25rem). */
export const assistantPanelWidth = { normal: "25rem", extended: "36rem" } as const;

/** Whether the AI Assistant side panel is open, and how wide. */
export function useAssistantPanel() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [extended, setExtended] = useState(false);
  return {
    opened,
    toggle,
    close,
    extended,
    toggleWidth: () => setExtended((wide) => !wide),
    width: extended ? assistantPanelWidth.extended : assistantPanelWidth.normal,
  };
}
