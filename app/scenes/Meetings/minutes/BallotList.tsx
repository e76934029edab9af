import { Box, Text } from "@mantine/core";
import type { VoteView } from "../../../data/meetings/votes.js";
import { useTranslation } from "../../../i18n/translate.js";
import classes from "./Minutes.module.css";

type Props = { ballots: VoteView["Ballots"]; nameOf: (personId: string) => string };

export const choiceKey = { Support: "support", Oppose: "oppose", Abstain: "abstain" } as const;

/** An open (not anonymous) vote's names and choices; comments appear once it has closed. */
export function BallotList({ ballots, nameOf }: Props) {
  const { t } = useTranslation();
  return (
    <Box component="ul" className={classes.plainList} aria-label={t("minutesVote.ballots")}>
      {ballots.map((ballot) => (
        <Box component="li" key={ballot.PersonId} py={6}>
          <Text>
            <strong>{nameOf(ballot.PersonId)}</strong>
            {` — ${t(`minutesVote.${choiceKey[ballot.Choice]}`)}`}
            {ballot.Comment ? `: “${ballot.Comment}”` : ""}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
