import { type OutcomeRules, type Tally, voteOutcome } from "./vote-math.js";

export const ballotChoices = ["Support", "Oppose", "Abstain"] as const;
export type BallotChoice = (typeof ballotChoices)[number];

/** What a closed vote decided. */
export type ClosedOutcome = "Approved" | "NotApproved";

/**
 * How a vote is counted and run. The vote's context reads them from the organisation's
 * settings (a meeting's votes and a flying minute's have settings of their own).
 */
export type VoteRules = OutcomeRules & {
  /** The tally decides the outcome; otherwise whoever closes the vote sets it. */
  outcomeCalculated: boolean;
  /** A voter may change their ballot until the vote closes; otherwise the first one stands. */
  allowChangeUntilClose: boolean;
};

/**
 * The outcome a vote closes with: the tally's when the rules calculate it (an outcome set by
 * hand is then ignored), else the one set by hand; null when the rules need one and none was set.
 */
export function closingOutcome(
  tally: Tally,
  rules: VoteRules,
  setByHand?: ClosedOutcome,
): ClosedOutcome | null {
  if (rules.outcomeCalculated) return voteOutcome(tally, rules).passed ? "Approved" : "NotApproved";
  return setByHand ?? null;
}
