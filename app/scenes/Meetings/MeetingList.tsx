import { Button, EmptyState, Skeleton, Stack } from "@mantine/core";
import { IconCalendarEvent, IconHistory } from "@tabler/icons-react";
import { QueryErrorAlert } from "../../components/QueryErrorAlert.js";
import { useMeetings } from "../../data/meetings/meetings.js";
import { useTranslation } from "../../i18n/translate.js";
import { MeetingCard } from "./MeetingCard.js";
import classes from "./Meetings.module.css";

export type MeetingsTab = "upcoming" | "past";

type Props = { orgId: string; when: MeetingsTab; onAdd: (() => void) | undefined };

/** Upcoming (soonest first) or past (latest first) meetings, as the server orders them. */
export function MeetingList({ orgId, when, onAdd }: Props) {
  const { t } = useTranslation();
  const meetings = useMeetings(orgId, when);

  if (meetings.isPending) {
    return (
      <Stack aria-busy="true" aria-label={t("common.loading")}>
        <Skeleton h={112} radius="md" />
        <Skeleton h={112} radius="md" />
        <Skeleton h={112} radius="md" />
      </Stack>
    );
  }
  if (meetings.isError) {
    return <QueryErrorAlert what="meetings" onRetry={() => void meetings.refetch()} />;
  }
  if (meetings.data.length === 0) {
    if (when === "past") {
      return (
        <EmptyState
          mt="xl"
          icon={<IconHistory size={32} aria-hidden />}
          withIndicatorBackground
          title={t("meetings.emptyPastTitle")}
          description={t("meetings.emptyPastText")}
        />
      );
    }
    return (
      <EmptyState
        mt="xl"
        icon={<IconCalendarEvent size={32} aria-hidden />}
        withIndicatorBackground
        title={t("meetings.emptyUpcomingTitle")}
        description={onAdd ? t("meetings.emptyUpcomingText") : t("meetings.emptyUpcomingReader")}
      >
        {onAdd && (
          <EmptyState.Actions>
            <Button onClick={onAdd}>{t("meetings.addFirstMeeting")}</Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  }
  return (
    <Stack component="ul" className={classes.plainList} aria-label={t("meetings.list")}>
      {meetings.data.map((meeting) => (
        <MeetingCard key={meeting.Id} meeting={meeting} />
      ))}
    </Stack>
  );
}
