import { EmptyState, Paper, Stack, Text } from "@mantine/core";
import { IconCheckbox } from "@tabler/icons-react";
import type { HomeVote } from "../../../common/contracts/home.js";
import { AnchorLink } from "../../components/router-links.js";
import { formatDateTime } from "../../i18n/format.js";
import { useTranslation } from "../../i18n/translate.js";
import { HomeSection } from "./HomeSection.js";
import classes from "./MyHome.module.css";

function VoteRow({ vote }: { vote: HomeVote }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text fw={600} className={classes.wrap}>
          {vote.ItemTitle}
        </Text>
        <Text className={classes.wrap}>
          <Text span c="dimmed">
            {t("home.motion")}:{" "}
          </Text>
          {vote.Motion}
        </Text>
        {vote.FlyingMinuteId ? (
          <>
            <Text size="sm" c="dimmed">
              {t("home.flyingMinute")} · {vote.OrganisationName}
              {vote.ClosesAt
                ? ` · ${t("home.votingCloses", { when: formatDateTime(vote.ClosesAt) })}`
                : ""}
            </Text>
            <AnchorLink
              to="/flying-minute/$flyingMinuteId"
              params={{ flyingMinuteId: vote.FlyingMinuteId }}
              aria-label={`${t("home.voteOnFlyingMinute")}: ${vote.ItemTitle}`}
            >
              {t("home.voteOnFlyingMinute")}
            </AnchorLink>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {vote.MeetingTitle} · {vote.OrganisationName}
            </Text>
            <AnchorLink
              to="/meeting/$meetingId"
              params={{ meetingId: vote.MeetingId ?? "" }}
              aria-label={`${t("home.voteInMeeting")}: ${vote.MeetingTitle}`}
            >
              {t("home.voteInMeeting")}
            </AnchorLink>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Open votes the person may cast and has not yet: at meetings and on flying minutes. */
export function HomeVotes({ votes, loading }: { votes: HomeVote[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <HomeSection title={t("home.votesTitle")} loading={loading || !votes}>
      {votes && votes.length === 0 ? (
        <EmptyState
          icon={<IconCheckbox size={32} aria-hidden />}
          withIndicatorBackground
          title={t("home.votesEmptyTitle")}
          description={t("home.votesEmptyText")}
        />
      ) : (
        <Stack
          component="ul"
          gap="sm"
          className={classes.plainList}
          aria-label={t("home.votesList")}
        >
          {votes?.map((v) => (
            <VoteRow key={v.Id} vote={v} />
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
