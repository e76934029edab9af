import { Button, Group, Text } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useState } from "react";
import { useActionNoticeSummary } from "../../../data/actions.js";
import { useMeetingTimeZone } from "../../../data/meetings/meetings.js";
import { formatDateTime } from "../../../i18n/format.js";
import { useTranslation } from "../../../i18n/translate.js";
import { ActionNoticesDialog } from "./ActionNoticesDialog.js";

/**
 * Offers the action notices once the minutes are finished, to those the server says may
 * send them, and only when the minutes record open actions.
 */
export function ActionNotices({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const summary = useActionNoticeSummary(meetingId);
  const timeZone = useMeetingTimeZone(meetingId);
  const [opened, setOpened] = useState(false);
  const s = summary.data;
  if (!s?.CanSend || !s.MinutesFinished || s.OpenActions === 0) return null;
  const lastSent = s.LastSentAt ? formatDateTime(s.LastSentAt, timeZone) : null;

  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Text>
        {t("actionNotices.summary", { count: s.OpenActions })}{" "}
        {lastSent && t("actionNotices.lastSent", { when: lastSent })}
      </Text>
      <Button
        variant="default"
        leftSection={<IconMailForward size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t("actionNotices.button")}
      </Button>
      <ActionNoticesDialog
        meetingId={meetingId}
        lastSent={lastSent}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </Group>
  );
}
