import { Button, Group, Popover, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/translate.js";

/**
 * A one-time note about the new design, beside the navigation, on desktop only. It points
 * from an empty anchor across the top of the navigation, so the navigation itself is never
 * re-mounted when the note arrives or goes.
 */
export function NewUiPopover({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Popover
      opened
      onDismiss={onDismiss}
      position="right-start"
      withArrow
      width={300}
      shadow="md"
      zIndex={150}
    >
      <Popover.Target>
        <div aria-hidden />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby="new-ui-popover-title">
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
