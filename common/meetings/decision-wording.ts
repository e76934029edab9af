import { type Tally, tallyPhrase } from "../votes/vote-math.js";

export type WordingInput = {
  /** What was decided: the decision's title, or a vote's motion. */
  subject: string;
  mover?: string | null;
  seconder?: string | null;
  /**
   * A closed vote's count and result, added as "; carried 5–1 with 1 abstention". When the
   * organisation counts members who did not vote as supporting, the minute says so.
   */
  vote?: { tally: Tally; passed: boolean; notVotingCountedInSupport?: boolean } | null;
};

/** "That the accounts be approved." → "the accounts be approved" (a clause that follows "that"). */
export function motionClause(subject: string): string {
  const clause = subject
    .trim()
    .replace(/^that\s+/i, "")
    .replace(/[.;\s]+$/, "");
  return clause;
}

/**
 * The standard minute wording, for decisions recorded by hand and for closed votes alike:
 * "Moved {mover}, seconded {seconder}, that {subject}." Without a mover it reads
 * "That {subject}."; a vote adds its tally phrase.
 */
export function draftDecisionWording({ subject, mover, seconder, vote }: WordingInput): string {
  const clause = motionClause(subject);
  const moved = mover?.trim();
  const seconded = seconder?.trim();
  let sentence: string;
  if (moved) {
    sentence = `Moved ${moved}${seconded ? `, seconded ${seconded}` : ""}, that ${clause}`;
  } else {
    sentence = `That ${clause}`;
  }
  if (vote) {
    sentence += `; ${tallyPhrase(vote.tally, vote.passed)}`;
    if (vote.notVotingCountedInSupport && vote.tally.notVoted > 0)
      sentence += ` (${vote.tally.notVoted} not voting, counted in support)`;
  }
  return `${sentence}.`;
}
