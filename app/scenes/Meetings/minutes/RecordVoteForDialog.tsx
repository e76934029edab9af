import { Button, Group, Modal, Radio, Select, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../../components/forms/FormAlert.js";
import { useCastBallot, type VoteChoice } from "../../../data/meetings/votes.js";
import { useTranslation } from "../../../i18n/translate.js";
import { voteChoices } from "./BallotButtons.js";

type Props = {
  voteId: string;
  /** Eligible voters not known to have voted, by name. */
  voters: ReadonlyArray<{ personId: string; name: string }>;
  opened: boolean;
  onClose: () => void;
  /** The record the vote is shown in, read again after the ballot (a flying minute's page). */
  refreshAlso?: readonly unknown[];
};

/** The minute taker records the vote of someone who cannot sign in ("Help Vote"). */
export function RecordVoteForDialog({ voteId, voters, opened, onClose, refreshAlso }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("minutesVote.recordForTitle")}>
      {opened && (
        <RecordVoteForm
          voteId={voteId}
          voters={voters}
          onClose={onClose}
          refreshAlso={refreshAlso}
        />
      )}
    </Modal>
  );
}

function RecordVoteForm({ voteId, voters, onClose, refreshAlso }: Omit<Props, "opened">) {
  const { t } = useTranslation();
  const cast = useCastBallot(voteId, refreshAlso);
  const [personId, setPersonId] = useState<string | null>(null);
  const [choice, setChoice] = useState<VoteChoice | null>(null);
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<{ voter?: string; choice?: string; form?: string }>({});
  const label = {
    Support: t("minutesVote.support"),
    Oppose: t("minutesVote.oppose"),
    Abstain: t("minutesVote.abstain"),
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!personId || !choice) {
      setErrors({
        voter: personId ? undefined : t("minutesVote.chooseVoter"),
        choice: choice ? undefined : t("minutesVote.choices"),
      });
      return;
    }
    const name = voters.find((v) => v.personId === personId)?.name ?? "";
    const trimmed = comment.trim();
    cast.mutate(
      { choice, onBehalfOf: personId, ...(trimmed ? { comment: trimmed } : {}) },
      {
        onSuccess: () => {
          notifications.show({ message: t("minutesVote.recordedFor", { name }) });
          onClose();
        },
        onError: (e) => setErrors({ form: e.message }),
      },
    );
  };

  if (voters.length === 0) {
    return <Text>{t("minutesVote.noVotersLeft")}</Text>;
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t("minutesVote.recordForHint")}
        </Text>
        <FormAlert message={errors.form} />
        <Select
          label={t("minutesVote.voter")}
          placeholder={t("minutesVote.chooseVoter")}
          data={voters.map((v) => ({ value: v.personId, label: v.name }))}
          searchable
          selectFirstOptionOnChange
          required
          data-autofocus
          value={personId}
          onChange={setPersonId}
          error={errors.voter}
        />
        <Radio.Group
          label={t("minutesVote.choices")}
          value={choice}
          onChange={(value) => setChoice(voteChoices.find((c) => c === value) ?? null)}
          error={errors.choice}
        >
          <Group mt="xs">
            {voteChoices.map((c) => (
              <Radio key={c} size="md" value={c} label={label[c]} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          size="md"
          autosize
          minRows={1}
          maxLength={2000}
          label={t("minutesVote.comment")}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={cast.isPending}>
            {t("minutesVote.recordForSave")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
