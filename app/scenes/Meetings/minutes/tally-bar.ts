import { type OutcomeRules, type Tally, voteOutcome } from "../../../../common/votes/vote-math.js";

/** Widths are percentages of the bar; only the display uses fractions, never the count. */
export type TallyBar = {
  /** Support (with non-voters when they count as support) plus oppose; abstentions are left out. */
  counted: number;
  supportWidth: number;
  /** Non-voters counted as support, drawn apart so nobody mistakes them for ballots. */
  notVotedWidth: number;
  opposeWidth: number;
  /** Where support must be beyond to pass: the passing percentage of the counted votes. */
  thresholdAt: number;
  /** Support votes needed to pass with the votes counted so far. */
  needed: number;
  /** Whether the votes so far pass (a tie at the line fails: no casting vote). */
  passing: boolean;
};

const width = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;

/** Drawn from the vote's own rules (Rules on the vote), counted by the shared voteOutcome. */
export function tallyBar(tally: Tally, rules: OutcomeRules): TallyBar {
  const outcome = voteOutcome(tally, rules);
  const counted = outcome.participating;
  // Whatever support voteOutcome counted beyond the ballots is non-voters taken as support.
  const notVotedAsSupport = outcome.support - tally.support;
  return {
    counted,
    supportWidth: width(tally.support, counted),
    notVotedWidth: width(notVotedAsSupport, counted),
    opposeWidth: width(tally.oppose, counted),
    thresholdAt: rules.passingPercentage,
    needed: counted === 0 ? 0 : outcome.needed,
    passing: outcome.passed,
  };
}

/** The outcome in words: settled once closed, a running count while open. */
export type TallyVerdict = "carried" | "lost" | "soFar";

export function tallyVerdict(
  status: "open" | "closed",
  outcome: "Approved" | "NotApproved" | null,
): TallyVerdict {
  if (status === "open" || outcome === null) return "soFar";
  return outcome === "Approved" ? "carried" : "lost";
}
