import {
  EmptyState,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from "@mantine/core";
import { IconCalendarEvent, IconHistory } from "@tabler/icons-react";
import type { HomeMeeting, MyHomeResponse } from "../../../common/contracts/home.js";
import {
  type HomeDirection,
  type HomeTimeFrame,
  homeRowsPerPageOptions,
  homeTimeFrames,
} from "../../../common/home.js";
import { AnchorLink } from "../../components/router-links.js";
import { useTranslation } from "../../i18n/translate.js";
import { MeetingStateBadge } from "../Meetings/MeetingStateBadge.js";
import { formatMeetingWhen } from "../Meetings/meeting-time.js";
import { HomeSection } from "./HomeSection.js";
import { isTimeFrame, pageCount, shownRange } from "./home-display.js";
import classes from "./MyHome.module.css";

export type MeetingsView = {
  timeFrame: HomeTimeFrame;
  direction: HomeDirection;
  page: number;
  pageSize: number;
};

type Props = {
  meetings: MyHomeResponse["meetings"] | undefined;
  loading: boolean;
  view: MeetingsView;
  onViewChange: (change: Partial<MeetingsView>) => void;
};

function MeetingRow({ meeting }: { meeting: HomeMeeting }) {
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Text fw={600} className={classes.wrap}>
            <AnchorLink to="/meeting/$meetingId" params={{ meetingId: meeting.Id }}>
              {meeting.Title}
            </AnchorLink>
          </Text>
          <Text>{formatMeetingWhen(meeting.StartTime, meeting.EndTime, meeting.TimeZone)}</Text>
          <Text c="dimmed" size="sm">
            {meeting.OrganisationName}
          </Text>
        </Stack>
        <MeetingStateBadge state={meeting.State} label={meeting.StateLabel} />
      </Group>
    </Paper>
  );
}

function EmptyMeetings({ view }: { view: MeetingsView }) {
  const { t } = useTranslation();
  const upcoming = view.direction === "upcoming";
  const days = view.timeFrame === "all" ? null : view.timeFrame;
  let description: string;
  if (upcoming) {
    description = days ? t("home.emptyUpcomingDays", { days }) : t("home.emptyUpcomingAll");
  } else {
    description = days ? t("home.emptyPastDays", { days }) : t("home.emptyPastAll");
  }
  return (
    <EmptyState
      icon={
        upcoming ? (
          <IconCalendarEvent size={32} aria-hidden />
        ) : (
          <IconHistory size={32} aria-hidden />
        )
      }
      withIndicatorBackground
      title={upcoming ? t("home.emptyUpcomingTitle") : t("home.emptyPastTitle")}
      description={description}
    />
  );
}

/** The person's meetings in every organisation, by time frame, upcoming or past, a page at a time. */
export function HomeMeetings({ meetings, loading, view, onViewChange }: Props) {
  const { t } = useTranslation();
  const controls = (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t("home.whichMeetings")}
        value={view.direction}
        onChange={(value) => onViewChange({ direction: value === "past" ? "past" : "upcoming" })}
        data={[
          { value: "upcoming", label: t("home.upcoming") },
          { value: "past", label: t("home.past") },
        ]}
      />
      <NativeSelect
        label={t("home.timeFrame")}
        value={view.timeFrame}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isTimeFrame(value)) onViewChange({ timeFrame: value });
        }}
        data={homeTimeFrames.map((f) => ({ value: f, label: t(`home.timeFrames.${f}`) }))}
      />
      <NativeSelect
        label={t("home.rowsPerPage")}
        value={String(view.pageSize)}
        onChange={(event) => onViewChange({ pageSize: Number(event.currentTarget.value) })}
        data={homeRowsPerPageOptions.map((n) => String(n))}
      />
    </Group>
  );

  return (
    <HomeSection title={t("home.meetingsTitle")} controls={controls} loading={loading || !meetings}>
      {meetings && meetings.items.length === 0 && meetings.total === 0 ? (
        <EmptyMeetings view={view} />
      ) : (
        meetings && (
          <Stack>
            <Stack
              component="ul"
              gap="sm"
              className={classes.plainList}
              aria-label={t("home.meetingsList")}
            >
              {meetings.items.map((m) => (
                <MeetingRow key={m.Id} meeting={m} />
              ))}
            </Stack>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text c="dimmed" size="sm">
                {t(
                  "home.shownRange",
                  shownRange(
                    meetings.page,
                    meetings.pageSize,
                    meetings.items.length,
                    meetings.total,
                  ),
                )}
              </Text>
              {pageCount(meetings.total, meetings.pageSize) > 1 && (
                <nav aria-label={t("home.meetingsPages")}>
                  <Pagination
                    total={pageCount(meetings.total, meetings.pageSize)}
                    value={view.page}
                    onChange={(page) => onViewChange({ page })}
                  />
                </nav>
              )}
            </Group>
          </Stack>
        )
      )}
    </HomeSection>
  );
}
