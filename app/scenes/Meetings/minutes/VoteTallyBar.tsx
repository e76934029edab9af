import { Box, Group, Progress, Stack, Text } from "@mantine/core";
import type { CSSProperties } from "react";
import type { VoteView } from "../../../data/meetings/votes.js";
import { useTranslation } from "../../../i18n/translate.js";
import classes from "./Minutes.module.css";
import { tallyBar, tallyVerdict } from "./tally-bar.js";

type Props = { vote: Pick<VoteView, "Tally" | "Status" | "Outcome" | "Rules"> };

/**
 * The counted votes as a bar (support, non-voters counted as support, oppose) with the
 * passing line, and the result in words beside it: "Carried: 5 for, 1 against, 1 abstention".
 * Drawn by the organisation's rules the vote carries (passing percentage, non-voters).
 */
export function VoteTallyBar({ vote }: Props) {
  const { t } = useTranslation();
  const tally = vote.Tally;
  const rules = vote.Rules;
  const bar = tallyBar(tally, rules);
  const verdict = tallyVerdict(vote.Status, vote.Outcome);
  const counts = [
    t("minutesVote.votesFor", { count: tally.support }),
    t("minutesVote.votesAgainst", { count: tally.oppose }),
    t("minutesVote.abstentions", { count: tally.abstain }),
    ...(tally.notVoted === 0
      ? []
      : [
          vote.Status === "open"
            ? t("minutesVote.notVoted", { count: tally.notVoted })
            : t("minutesVote.didNotVote", { count: tally.notVoted }),
        ]),
  ].join(", ");
  const line = { "--threshold": `${bar.thresholdAt}%` } as CSSProperties;

  return (
    <Stack gap={6} role="group" aria-label={t("minutesVote.tallyLabel")}>
      <Group gap="md" align="center" wrap="wrap">
        <Box className={classes.barWithLine} style={line} flex={1} miw="12rem">
          <Progress.Root size={20} aria-hidden>
            <Progress.Section value={bar.supportWidth} color="teal.8" />
            {bar.notVotedWidth > 0 && (
              <Progress.Section value={bar.notVotedWidth} className={classes.hatched} />
            )}
            <Progress.Section value={bar.opposeWidth} color="red.8" />
          </Progress.Root>
          <span className={classes.thresholdLine} />
        </Box>
        <Text fw={600} aria-live="polite">
          {`${t(`minutesVote.${verdict}`)}: ${counts}`}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t("minutesVote.threshold", { threshold: bar.thresholdAt })}
        {rules.nonVoteCountsAsSupport && tally.notVoted > 0
          ? ` ${t("minutesVote.notVotedCounted")}`
          : ""}
      </Text>
    </Stack>
  );
}
