import { Alert, Button, Group, Modal, Radio, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { isApiError } from "../../../data/api-error.js";
import type { MeetingRef } from "../../../data/meetings.js";
import { useCloseVote, type VoteOutcomeChoice } from "../../../data/minutes.js";
import { useTranslation } from "../../../i18n/translate.js";

type Props = { meeting: MeetingRef; voteId: string; title: string };

/**
 * Closes the vote at once (the outcome is computed); an organisation that sets outcomes by
 * hand is asked for it when the server says so (a 400 naming the outcome field).
 */
export function CloseVoteButton({ meeting, voteId, title }: Props) {
  const { t } = useTranslation();
  const close = useCloseVote(meeting, voteId);
  const [askOutcome, setAskOutcome] = useState(false);
  const [outcome, setOutcome] = useState<VoteOutcomeChoice | null>(null);
  const [error, setError] = useState<string>();
  const [outcomeError, setOutcomeError] = useState<string>();

  const send = (chosen: VoteOutcomeChoice | undefined) => {
    setError(undefined);
    close.mutate(chosen, {
      onSuccess: () => {
        notifications.show({ message: t("minutesVote.closed") });
        setAskOutcome(false);
      },
      onError: (e) => {
        if (isApiError(e, 400) && "outcome" in e.fields) setAskOutcome(true);
        else if (askOutcome) setOutcomeError(e.message);
        else setError(e.message);
      },
    });
  };

  return (
    <>
      <Button loading={close.isPending && !askOutcome} onClick={() => send(undefined)}>
        {t("minutesVote.closeVote")}
      </Button>
      {error && (
        <Alert color="red" role="alert" w="100%">
          {error}
        </Alert>
      )}
      <Modal
        opened={askOutcome}
        onClose={() => setAskOutcome(false)}
        title={t("minutesVote.closeTitle", { title })}
      >
        <Stack>
          <Text>{t("minutesVote.closeText")}</Text>
          <Radio.Group
            label={t("minutesVote.outcomeNeeded")}
            value={outcome}
            error={outcomeError}
            onChange={(value) => {
              setOutcome(value === "Approved" ? "Approved" : "NotApproved");
              setOutcomeError(undefined);
            }}
          >
            <Stack gap="xs" mt="xs">
              <Radio size="md" value="Approved" label={t("minutesVote.outcomeApproved")} />
              <Radio size="md" value="NotApproved" label={t("minutesVote.outcomeNotApproved")} />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAskOutcome(false)}>
              {t("common.cancel")}
            </Button>
            <Button
              loading={close.isPending}
              onClick={() =>
                outcome ? send(outcome) : setOutcomeError(t("minutesVote.chooseOutcome"))
              }
            >
              {t("minutesVote.closeConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
