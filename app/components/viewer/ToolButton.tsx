import { ActionIcon, Tooltip } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";

type Props = {
  label: string;
  icon: Icon;
  onClick: () => void;
  disabled?: boolean;
  /** A switch (thumbnails, fit to width): shown pressed, and said to be. */
  pressed?: boolean;
};

/** One of the viewer's toolbar buttons: an icon named for screen readers and by a tooltip. */
export function ToolButton({ label, icon: IconShown, onClick, disabled, pressed }: Props) {
  return (
    <Tooltip label={label} disabled={disabled}>
      <ActionIcon
        variant={pressed ? "light" : "subtle"}
        size="lg"
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onClick}
      >
        <IconShown size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
