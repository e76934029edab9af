import type { VoteRules } from "../../../../common/votes/vote-rules.js";

/**
 * The rule that decides a flying minute, in words, as the page shows it beside the tally:
 * "Valid when at least 100 % of voters take part. Approved with more than 50 % of the votes
 * for and against in support (abstentions are not counted; no casting vote)."
 */
export function flyingMinuteRuleText(rules: VoteRules): string {
  const participation =
    (rules.participationPercentage ?? 0) > 0
      ? `Valid when at least ${rules.participationPercentage} % of voters take part.`
      : "Valid however many voters take part.";
  const outcome = rules.outcomeCalculated
    ? `Approved with more than ${rules.passingPercentage} % of the votes for and against in support (abstentions are not counted; no casting vote).`
    : "The host sets the outcome when voting ends.";
  const change = rules.allowChangeUntilClose
    ? " Voters may change their vote until it closes."
    : "";
  return `${participation} ${outcome}${change}`;
}
