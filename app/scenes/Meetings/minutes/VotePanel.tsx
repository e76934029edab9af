import { Alert, Badge, Button, Group, Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import type { AgendaItemView } from "../../../../common/contracts/meetings.js";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert.js";
import { isApiError } from "../../../data/api-error.js";
import { type MeetingRef, meetingKeys } from "../../../data/meetings/meetings.js";
import { useOpenVote, useVote, type VoteView } from "../../../data/meetings/votes.js";
import { useTranslation } from "../../../i18n/translate.js";
import { BallotButtons } from "./BallotButtons.js";
import { BallotList, choiceKey } from "./BallotList.js";
import { CloseVoteButton } from "./CloseVote.js";
import classes from "./Minutes.module.css";
import {
  MotionPeopleFields,
  type MotionPeopleValues,
  motionPeopleErrors,
} from "./MotionPeopleFields.js";
import { MovedBy } from "./MovedBy.js";
import { ballotNote } from "./my-ballot.js";
import { RecordVoteForDialog } from "./RecordVoteForDialog.js";
import type { PersonOption } from "./use-people.js";
import { VoteTallyBar } from "./VoteTallyBar.js";

export type VoteContext = {
  meeting: MeetingRef;
  item: AgendaItemView;
  /** The viewer takes these minutes: told when a vote can be opened. */
  runsMeeting: boolean;
  /** The server would open a vote here now (Draft Minutes, the viewer runs the meeting). */
  mayOpen: boolean;
  myPersonId: string;
  /** Attendees' names by person, for voters and ballots. */
  names: ReadonlyMap<string, string>;
  /** Members present, who may move or second the motion (the server marks them). */
  movers: readonly PersonOption[];
};

/** A Vote item's formal vote: the motion, opening it, voting, the live tally and closing. */
export function VotePanel(context: VoteContext) {
  const { t } = useTranslation();
  const headingId = useId();
  const { item } = context;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={4} size="h5" id={headingId}>
        {t("minutesVote.heading")}
      </Title>
      {item.VoteId ? (
        <LiveVote {...context} voteId={item.VoteId} />
      ) : (
        <>
          <Motion text={item.Motion} />
          <OpenVote {...context} />
        </>
      )}
    </Stack>
  );
}

function Motion({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (!text?.trim()) return null;
  return (
    <Text className={classes.preserveLines}>
      <strong>{t("minutesVote.motion")}:</strong> {text}
    </Text>
  );
}

function OpenVote({ meeting, item, runsMeeting, mayOpen, movers }: VoteContext) {
  const { t } = useTranslation();
  const open = useOpenVote(meeting, item.Id);
  const [anonymous, setAnonymous] = useState(false);
  const [people, setPeople] = useState<MotionPeopleValues>({ mover: null, seconder: null });
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  if (!mayOpen) {
    return (
      <Text c="dimmed">
        {t("minutesVote.notOpen")} {runsMeeting ? t("minutesVote.opensInDraftMinutes") : ""}
      </Text>
    );
  }
  if (!item.Motion?.trim()) return <Text c="dimmed">{t("minutesVote.noMotion")}</Text>;
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <MotionPeopleFields
        options={movers}
        values={people}
        onChange={setPeople}
        errors={motionPeopleErrors(fieldErrors)}
      />
      <Group gap="lg" align="center">
        <Switch
          size="md"
          label={t("minutesVote.anonymous")}
          description={t("minutesVote.anonymousHint")}
          checked={anonymous}
          onChange={(event) => setAnonymous(event.currentTarget.checked)}
        />
        <Button
          loading={open.isPending}
          onClick={() => {
            setError(undefined);
            setFieldErrors({});
            const input = {
              anonymous,
              moverPersonId: people.mover,
              seconderPersonId: people.seconder,
            };
            open.mutate(input, {
              onSuccess: () => notifications.show({ message: t("minutesVote.opened") }),
              onError: (e) => {
                setError(e.message);
                if (isApiError(e, 400)) setFieldErrors(e.fields);
              },
            });
          }}
        >
          {t("minutesVote.openVote")}
        </Button>
      </Group>
    </Stack>
  );
}

function LiveVote(props: VoteContext & { voteId: string }) {
  const { t } = useTranslation();
  const vote = useVote(props.voteId);
  useRefreshOnClose(props.meeting.Id, vote.data?.Status);
  if (vote.isPending) return <Skeleton h={96} aria-label={t("common.loading")} />;
  if (vote.isError) {
    return (
      <QueryErrorAlert
        message={`${t("minutesVote.loadFailed")} ${vote.error.message}`}
        onRetry={() => void vote.refetch()}
      />
    );
  }
  return <VoteBody {...props} vote={vote.data} />;
}

/** Closing writes the result into the minutes: everyone watching sees it without reloading. */
function useRefreshOnClose(meetingId: string, status: VoteView["Status"] | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === "open" && status === "closed") {
      void queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meetingId), exact: true });
    }
    previous.current = status;
  }, [queryClient, meetingId, status]);
}

function VoteBody({ vote, ...context }: VoteContext & { vote: VoteView }) {
  const { t } = useTranslation();
  const [recordingFor, setRecordingFor] = useState(false);
  const open = vote.Status === "open";
  const abilities = vote.Abilities;
  const note = ballotNote(vote);
  const voted = new Set(vote.Ballots.map((b) => b.PersonId));
  const nameOf = (personId: string) =>
    context.names.get(personId) ?? t("minutesVote.unknownPerson");
  const notYetVoted = vote.Eligible.filter((p) => !voted.has(p) && p !== context.myPersonId).map(
    (personId) => ({ personId, name: nameOf(personId) }),
  );

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color={open ? "indigo" : "gray"} variant={open ? "filled" : "outline"} tt="none">
          {open ? t("minutesVote.statusOpen") : t("minutesVote.statusClosed")}
        </Badge>
        {vote.Anonymous && (
          <Badge color="gray" variant="outline" tt="none">
            {t("minutesVote.anonymousBadge")}
          </Badge>
        )}
      </Group>
      <Motion text={vote.Motion} />
      <MovedBy mover={vote.Mover?.Name} seconder={vote.Seconder?.Name} />
      <VoteTallyBar vote={vote} />
      {note !== null && vote.MyChoice !== null && (
        <Text fw={500}>
          {t(`minutesVote.${note}`, {
            choice: t(`minutesVote.${choiceKey[vote.MyChoice]}`),
          })}
        </Text>
      )}
      {abilities.castBallot && <BallotButtons voteId={vote.Id} current={vote.MyChoice} />}
      {open && !vote.Eligible.includes(context.myPersonId) && !abilities.recordForOthers && (
        <Text c="dimmed">{t("minutesVote.notEligible")}</Text>
      )}
      {(abilities.recordForOthers || abilities.close) && (
        <Group>
          {abilities.recordForOthers && (
            <Button variant="default" onClick={() => setRecordingFor(true)}>
              {t("minutesVote.recordFor")}
            </Button>
          )}
          {abilities.close && (
            <CloseVoteButton
              meeting={context.meeting}
              vote={vote}
              title={context.item.Title}
              movers={context.movers}
            />
          )}
        </Group>
      )}
      {!vote.Anonymous && vote.Ballots.length > 0 && (
        <BallotList ballots={vote.Ballots} nameOf={nameOf} />
      )}
      {abilities.recordForOthers && (
        <RecordVoteForDialog
          voteId={vote.Id}
          voters={notYetVoted}
          opened={recordingFor}
          onClose={() => setRecordingFor(false)}
        />
      )}
    </Stack>
  );
}
