import { Button, Group, Popover, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { readSetting, settingKeys, writeSetting } from "../../local-settings.js";

/** A one-time note about the new design, beside the navigation, on desktop only. */
export function NewUiPopover({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const [seen, setSeen] = useState(() => readSetting(settingKeys.newUiPopover) === "seen");
  const dismiss = () => {
    writeSetting(settingKeys.newUiPopover, "seen");
    setSeen(true);
  };

  return (
    <Popover
      opened={enabled && !seen}
      onDismiss={dismiss}
      position="right-start"
      withArrow
      width={300}
      shadow="md"
      zIndex={150}
    >
      <Popover.Target>
        <div>{children}</div>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby="new-ui-popover-title">
        <Stack gap="xs">
          <Title order={2} size="h5" id="new-ui-popover-title">
            {t("shell.newUiTitle")}
          </Title>
          <Text size="sm">{t("shell.newUiText")}</Text>
          <Group justify="flex-end">
            <Button size="sm" onClick={dismiss}>
              {t("shell.newUiDismiss")}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
