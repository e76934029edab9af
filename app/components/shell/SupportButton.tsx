import { Anchor, Popover, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/translate.js";
import { externalLinks } from "../../links.js";
import { SupportTrigger } from "./SupportTrigger.js";
import { useOpenOnArrival } from "./use-open-on-arrival.js";

/** The spec opens a chat widget here; Quorate has none, so it says how to reach support. */
/** `openOnArrival`: pressed before the note had arrived (LazySupportButton). */
export function SupportButton({ openOnArrival = false }: { openOnArrival?: boolean }) {
  const { t } = useTranslation();
  const trigger = useOpenOnArrival(openOnArrival);
  return (
    <Popover width={300} position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <SupportTrigger ref={trigger} />
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
