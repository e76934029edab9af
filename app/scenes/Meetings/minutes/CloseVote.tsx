import { Alert, Button, Group, Modal, Radio, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { isApiError } from "../../../data/api-error.js";
import type { MeetingRef } from "../../../data/meetings/meetings.js";
import {
  useCloseVote,
  type VoteOutcomeChoice,
  type VoteView,
} from "../../../data/meetings/votes.js";
import { useTranslation } from "../../../i18n/translate.js";
import {
  MotionPeopleFields,
  type MotionPeopleValues,
  motionPeopleErrors,
} from "./MotionPeopleFields.js";
import type { PersonOption } from "./use-people.js";

type Props = {
  meeting: MeetingRef;
  vote: VoteView;
  title: string;
  /** Members present, who may move or second the motion. */
  movers: readonly PersonOption[];
};

/**
 * Closing is final, so it asks first: who moved and seconded the motion (kept from the
 * opening, or named now) and, where the organisation sets outcomes by hand (the vote's
 * rules say so), the outcome.
 */
export function CloseVoteButton({ meeting, vote, title, movers }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button onClick={() => setAsking(true)}>{t("minutesVote.closeVote")}</Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t("minutesVote.closeTitle", { title })}
        size="lg"
      >
        {asking && (
          <CloseVoteForm
            meeting={meeting}
            vote={vote}
            movers={movers}
            onDone={() => setAsking(false)}
          />
        )}
      </Modal>
    </>
  );
}

function CloseVoteForm({
  meeting,
  vote,
  movers,
  onDone,
}: Omit<Props, "title"> & { onDone: () => void }) {
  const { t } = useTranslation();
  const close = useCloseVote(meeting, vote.Id);
  const byHand = !vote.Rules.outcomeCalculated;
  const [people, setPeople] = useState<MotionPeopleValues>({
    mover: vote.Mover?.PersonId ?? null,
    seconder: vote.Seconder?.PersonId ?? null,
  });
  const [outcome, setOutcome] = useState<VoteOutcomeChoice | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();

  const send = () => {
    setError(undefined);
    setFieldErrors({});
    if (byHand && !outcome) {
      setFieldErrors({ outcome: t("minutesVote.chooseOutcome") });
      return;
    }
    close.mutate(
      {
        moverPersonId: people.mover,
        seconderPersonId: people.seconder,
        ...(outcome ? { outcome } : {}),
      },
      {
        onSuccess: () => {
          notifications.show({ message: t("minutesVote.closed") });
          onDone();
        },
        onError: (e) => {
          setError(e.message);
          if (isApiError(e, 400)) setFieldErrors(e.fields);
        },
      },
    );
  };

  return (
    <Stack>
      <Text>{t("minutesVote.closeText")}</Text>
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
      {byHand && (
        <Radio.Group
          label={t("minutesVote.outcomeNeeded")}
          value={outcome}
          error={fieldErrors.outcome}
          onChange={(value) => setOutcome(value === "Approved" ? "Approved" : "NotApproved")}
        >
          <Stack gap="xs" mt="xs">
            <Radio size="md" value="Approved" label={t("minutesVote.outcomeApproved")} />
            <Radio size="md" value="NotApproved" label={t("minutesVote.outcomeNotApproved")} />
          </Stack>
        </Radio.Group>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t("common.cancel")}
        </Button>
        <Button loading={close.isPending} onClick={send}>
          {t("minutesVote.closeConfirm")}
        </Button>
      </Group>
    </Stack>
  );
}
