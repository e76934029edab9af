import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCalendarEvent, IconMapPin } from "@tabler/icons-react";
import type { MeetingSummary } from "../../../common/contracts/meetings.js";
import { AnchorLink } from "../../components/router-links.js";
import { useTranslation } from "../../i18n/translate.js";
import { MeetingStateBadge } from "./MeetingStateBadge.js";
import { formatMeetingWhen } from "./meeting-time.js";

/** One meeting in the list: when (on the meeting's clock), what, where and its stage. */
export function MeetingCard({ meeting }: { meeting: MeetingSummary }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6}>
          <Title order={2} size="h4">
            <AnchorLink to="/meeting/$meetingId" params={{ meetingId: meeting.Id }}>
              {meeting.Title}
            </AnchorLink>
          </Title>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={18} aria-hidden />
            <Text>{formatMeetingWhen(meeting.StartTime, meeting.EndTime, meeting.TimeZone)}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={18} aria-hidden />
            <Text c={meeting.Location ? undefined : "dimmed"}>
              {meeting.Location ?? t("meetings.noLocation")}
            </Text>
          </Group>
        </Stack>
        <MeetingStateBadge state={meeting.State} label={meeting.StateLabel} />
      </Group>
    </Paper>
  );
}
