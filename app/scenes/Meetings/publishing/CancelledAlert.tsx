import { Alert, Text } from "@mantine/core";
import { IconCalendarX } from "@tabler/icons-react";
import { formatDateTime } from "../../../i18n/format.js";
import { useTranslation } from "../../../i18n/translate.js";

/** Says in words that the meeting was cancelled, and when; the page offers no changes then. */
export function CancelledAlert({
  cancelledAt,
  timeZone,
}: {
  cancelledAt: string;
  /** The meeting's clock. */
  timeZone: string;
}) {
  const { t } = useTranslation();
  return (
    // The title sits in the body: Mantine's coloured title text is too faint on its background.
    <Alert color="red" variant="light" icon={<IconCalendarX aria-hidden />} role="status">
      <Text fw={700}>{t("cancelMeeting.bannerTitle")}</Text>
      <Text>{t("cancelMeeting.bannerText", { when: formatDateTime(cancelledAt, timeZone) })}</Text>
    </Alert>
  );
}
