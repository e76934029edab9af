import { type Tally, tallyPhrase } from "../../../../common/meetings/vote-math.js";

export type WordingInput = {
  /** What was decided: the decision's title, or a vote's motion. */
  subject: string;
  mover?: string | null;
  seconder?: string | null;
  /** A closed vote's count and result, added as "; carried 5–1 with 1 abstention". */
  vote?: { tally: Tally; passed: boolean } | null;
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
 * The standard minute wording: "Moved {mover}, seconded {seconder}, that {subject}."
 * Without a mover it reads "That {subject}."; a vote adds its tally phrase.
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
  if (vote) sentence += `; ${tallyPhrase(vote.tally, vote.passed)}`;
  return `${sentence}.`;
}
