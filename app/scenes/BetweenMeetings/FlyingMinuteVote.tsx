import { Alert, Badge, Box, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import {
  type FlyingMinuteView,
  flyingMinuteKeys,
  useUpdateFlyingMinute,
} from "../../data/between-meetings.js";
import { useTranslation } from "../../i18n/translate.js";
import { BallotButtons } from "../Meetings/minutes/BallotButtons.js";
import { BallotList } from "../Meetings/minutes/BallotList.js";
import { RecordVoteForDialog } from "../Meetings/minutes/RecordVoteForDialog.js";
import { VoteTallyBar } from "../Meetings/minutes/VoteTallyBar.js";
import classes from "./BetweenMeetings.module.css";

/**
 * The vote of a flying minute: the rule in words, the tally bar with its threshold line, the
 * voter's three choices while voting is open, the voters (who has voted, who is conflicted, who
 * cannot sign in and whose vote the host records) and, for an open vote, the ballots by name.
 */
export function FlyingMinuteVote({ fm }: { fm: FlyingMinuteView }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [recording, setRecording] = useState(false);
  const vote = fm.Vote;
  const nameOf = (personId: string) => fm.Voters.find((v) => v.PersonId === personId)?.Name ?? "";
  const detailKey = flyingMinuteKeys.detail(fm.flyingMinuteId);
  const withoutLogin = fm.Voters.filter((v) => !v.CanLogin && !v.Voted && !v.Conflicted);
  const voting = fm.Status === "VotingInProgress";
  const shown = fm.Status !== "Draft" && fm.Status !== "Discussion";
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h4" id={headingId}>
        {t("flyingMinute.vote")}
      </Title>
      <Text size="sm">
        <strong>{t("flyingMinute.rule")}:</strong> {fm.RuleText}
      </Text>
      {!fm.ParticipationStillPossible && (
        <Alert color="yellow" role="status">
          {t("flyingMinute.participationShort", { percentage: fm.ParticipationPercentage })}
        </Alert>
      )}
      {shown && <VoteTallyBar vote={vote} />}
      {voting && vote.Abilities.castBallot && (
        <BallotButtons voteId={fm.voteId} current={vote.MyChoice} refreshAlso={detailKey} />
      )}
      {shown && !vote.Anonymous && vote.Ballots.length > 0 && (
        <BallotList ballots={vote.Ballots} nameOf={nameOf} />
      )}
      <Voters fm={fm} />
      {voting && vote.Abilities.recordForOthers && withoutLogin.length > 0 && (
        <Group>
          <Button variant="default" onClick={() => setRecording(true)}>
            {t("flyingMinute.recordVote")}
          </Button>
        </Group>
      )}
      <RecordVoteForDialog
        voteId={fm.voteId}
        voters={withoutLogin.map((v) => ({ personId: v.PersonId, name: v.Name }))}
        opened={recording}
        onClose={() => setRecording(false)}
        refreshAlso={detailKey}
      />
    </Stack>
  );
}

function Voters({ fm }: { fm: FlyingMinuteView }) {
  const { t } = useTranslation();
  const headingId = useId();
  const update = useUpdateFlyingMinute(fm.flyingMinuteId);
  const [error, setError] = useState<string>();
  const exclude = (personId: string) =>
    update.mutate(
      {
        conflictedPersonIds: [
          ...fm.Voters.filter((v) => v.Conflicted).map((v) => v.PersonId),
          personId,
        ],
      },
      { onError: (e) => setError(e.message) },
    );
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {t("flyingMinute.votersHeading")}
      </Title>
      <Box component="ul" className={classes.plainList} aria-labelledby={headingId}>
        {fm.Voters.map((v) => (
          <Box component="li" key={v.PersonId} py={4}>
            <Group gap="xs">
              <Text>{v.Name}</Text>
              {v.Conflicted ? (
                <Badge color="gray" variant="light">
                  {t("flyingMinute.conflicted")}
                </Badge>
              ) : fm.Status === "Draft" ? null : (
                <Badge color={v.Voted ? "teal" : "gray"} variant={v.Voted ? "filled" : "outline"}>
                  {v.Voted ? t("flyingMinute.voted") : t("flyingMinute.notVoted")}
                </Badge>
              )}
              {!v.CanLogin && !v.Conflicted && (
                <Text size="sm" c="dimmed">
                  {t("flyingMinute.cannotLogin")}
                </Text>
              )}
            </Group>
          </Box>
        ))}
      </Box>
      {fm.Abilities.edit && fm.SuggestedConflicts.length > 0 && (
        <Alert color="yellow" title={t("flyingMinute.suggestedConflicts")}>
          <Stack gap="xs">
            {error && <Text c="red">{error}</Text>}
            {fm.SuggestedConflicts.map((s) => (
              <Group key={`${s.PersonId}-${s.Entity}`} justify="space-between" wrap="wrap">
                <Text size="sm">
                  {t("flyingMinute.suggestedConflict", { name: s.Name, entity: s.Entity })}
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  loading={update.isPending}
                  onClick={() => exclude(s.PersonId)}
                >
                  {t("flyingMinute.markConflicted", { name: s.Name })}
                </Button>
              </Group>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
