import { Anchor, Button, Popover, Stack, Text, Title } from "@mantine/core";
import { IconLifebuoy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { externalLinks } from "../../links.js";
import { ResponsiveLabel } from "./ResponsiveLabel.js";

/** The spec opens a chat widget here; Quorate has none, so it says how to reach support. */
export function SupportButton() {
  const { t } = useTranslation();
  return (
    <Popover width={300} position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="subtle"
          size="sm"
          aria-label={t("shell.support")}
          leftSection={<IconLifebuoy size={18} aria-hidden />}
        >
          <ResponsiveLabel>{t("shell.support")}</ResponsiveLabel>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t("support.title")}
          </Title>
          <Text size="sm">{t("support.noChat")}</Text>
          <Text size="sm">
            {t("support.emailUs")}{" "}
            <Anchor href={`mailto:${externalLinks.supportEmail}`}>
              {externalLinks.supportEmail}
            </Anchor>
          </Text>
          <Anchor href={externalLinks.contact} target="_blank" rel="noopener noreferrer" size="sm">
            {t("support.contactPage")} {t("common.opensInNewTab")}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
