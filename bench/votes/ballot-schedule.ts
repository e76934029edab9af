import type { BallotChoice } from "../../common/votes/vote-rules.js";

/** One ballot to send: when (ms after the start), whose (an index into the voters), and why. */
export type PlannedBallot = {
  at: number;
  voter: number;
  /** "duplicate": the same voter's second ballot, sent in the same moment as the first. */
  kind: "first" | "duplicate";
  choice: BallotChoice;
};

const choices: readonly BallotChoice[] = ["Support", "Support", "Oppose", "Abstain", "Support"];

const choiceOf = (voter: number): BallotChoice => choices[voter % choices.length] ?? "Support";

/**
 * Every voter's ballot once, at a steady rate over `seconds` (open loop: each at its own moment,
 * whether or not earlier ones have been answered), and `duplicates` voters spread evenly over
 * the run sending a second ballot with another choice in the same moment as their first — a
 * double click, or the same member on two devices. If both counted, the tally would show it.
 */
export function ballotSchedule(
  voters: number,
  seconds: number,
  duplicates: number,
): PlannedBallot[] {
  const interval = (seconds * 1000) / voters;
  const doubled = new Set<number>();
  const d = Math.min(duplicates, voters);
  for (let k = 0; k < d; k++) doubled.add(Math.floor(((k + 0.5) * voters) / d));
  const planned: PlannedBallot[] = [];
  for (let voter = 0; voter < voters; voter++) {
    const at = voter * interval;
    const choice = choiceOf(voter);
    planned.push({ at, voter, kind: "first", choice });
    if (doubled.has(voter))
      planned.push({
        at,
        voter,
        kind: "duplicate",
        choice: choice === "Oppose" ? "Support" : "Oppose",
      });
  }
  return planned;
}

/** A ballot sent after the host closed the vote: from an eligible member who had not voted, or again from one who had. */
export type LateBallot = { who: "late" | "voted"; index: number; choice: BallotChoice };

/**
 * The burst after the close, all in one moment: every late member's first ballot, and as many
 * voters again (changing their mind) up to `voted`. None may be accepted.
 */
export function afterCloseBurst(late: number, voted: number): LateBallot[] {
  return [
    ...Array.from({ length: late }, (_, index) => ({
      who: "late" as const,
      index,
      choice: choiceOf(index),
    })),
    ...Array.from({ length: voted }, (_, index) => ({
      who: "voted" as const,
      index,
      choice: choiceOf(index + 1),
    })),
  ];
}
