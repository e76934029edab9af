import { Alert, Button, SimpleGrid, Stack, Textarea, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCircleCheck, IconCircleMinus, IconCircleX } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useCastBallot, type VoteChoice } from "../../../data/meetings/votes.js";
import { useTranslation } from "../../../i18n/translate.js";
import classes from "./Minutes.module.css";

const icons = { Support: IconCircleCheck, Oppose: IconCircleX, Abstain: IconCircleMinus };
const colours = { Support: "teal.8", Oppose: "red.8", Abstain: "gray.7" };
export const voteChoices: readonly VoteChoice[] = ["Support", "Oppose", "Abstain"];

type Props = {
  voteId: string;
  /** The viewer's vote so far, when the organisation lets them change it until the close. */
  current: VoteChoice | null;
  /** The record the vote is shown in, read again after the ballot (a flying minute's page). */
  refreshAlso?: readonly unknown[];
};

/** An eligible voter's three large choices, with an optional comment shown after the close. */
export function BallotButtons({ voteId, current, refreshAlso }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const cast = useCastBallot(voteId, refreshAlso);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string>();
  const label = {
    Support: t("minutesVote.support"),
    Oppose: t("minutesVote.oppose"),
    Abstain: t("minutesVote.abstain"),
  };

  const vote = (choice: VoteChoice) => {
    setError(undefined);
    const trimmed = comment.trim();
    cast.mutate(
      { choice, ...(trimmed ? { comment: trimmed } : {}) },
      {
        onSuccess: () =>
          notifications.show({
            message: current === null ? t("minutesVote.recorded") : t("minutesVote.changed"),
          }),
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <Stack gap="sm" role="group" aria-labelledby={headingId}>
      <Title order={4} size="h5" id={headingId}>
        {current === null ? t("minutesVote.choices") : t("minutesVote.changeChoice")}
      </Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {voteChoices.map((choice) => {
          const Icon = icons[choice];
          return (
            <Button
              key={choice}
              size="lg"
              className={classes.choice}
              color={colours[choice]}
              variant={choice === current ? "filled" : "outline"}
              aria-pressed={choice === current}
              disabled={cast.isPending}
              leftSection={<Icon size={24} aria-hidden />}
              onClick={() => vote(choice)}
            >
              {label[choice]}
            </Button>
          );
        })}
      </SimpleGrid>
      <Textarea
        size="md"
        autosize
        minRows={1}
        maxLength={2000}
        label={t("minutesVote.comment")}
        description={t("minutesVote.commentHint")}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
    </Stack>
  );
}
