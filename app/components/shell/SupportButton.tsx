import { Anchor, Popover, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/translate.js";
import { externalLinks } from "../../links.js";
import { SupportTrigger } from "./SupportTrigger.js";

/** The spec opens a chat widget here; Quorate has none, so it says how to reach support. */
export function SupportButton({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation();
  return (
    <Popover
      width={300}
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
      defaultOpened={defaultOpened}
    >
      <Popover.Target>
        <SupportTrigger />
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
