import { Button, Group, Popover, Stack, Text, Title } from "@mantine/core";
import { useClickOutside } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "../../i18n/translate.js";

/**
 * A one-time note about the new design, beside the navigation, on desktop only. It points
 * from an empty anchor above the boards and the organisation picker ("choose a board"), low
 * enough to leave the page's heading uncovered; the navigation itself is never re-mounted
 * when the note arrives or goes. Using the navigation leaves it open; a click elsewhere,
 * Escape or its button dismisses it.
 */
export function NewUiPopover({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [dropdown, setDropdown] = useState<HTMLDivElement | null>(null);
  useClickOutside(onDismiss, null, [anchor?.closest("nav") ?? null, dropdown]);
  return (
    <Popover
      opened
      closeOnClickOutside={false}
      onDismiss={onDismiss}
      position="right-start"
      withArrow
      width={300}
      shadow="md"
      zIndex={150}
    >
      <Popover.Target>
        <div aria-hidden ref={setAnchor} />
      </Popover.Target>
      <Popover.Dropdown ref={setDropdown} role="dialog" aria-labelledby="new-ui-popover-title">
        <Stack gap="xs">
          <Title order={2} size="h5" id="new-ui-popover-title">
            {t("shell.newUiTitle")}
          </Title>
          <Text size="sm">{t("shell.newUiText")}</Text>
          <Group justify="flex-end">
            <Button size="sm" onClick={onDismiss}>
              {t("shell.newUiDismiss")}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
