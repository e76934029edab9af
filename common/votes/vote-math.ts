/**
 * Quorum and vote outcome rules of spec §5, in integers only (no floats for votes).
 * Quorum means MORE than a percentage of members. A vote passes on MORE than a
 * percentage of participating members; abstentions are not counted; the chair
 * has no casting vote (a tie at exactly the threshold fails).
 */

export type QuorumInput = { members: number; present: number; quorumPercentage: number };

/** present / members > pct / 100, compared as present * 100 > pct * members. */
export function quorumReached({ members, present, quorumPercentage }: QuorumInput): boolean {
  if (members <= 0) return false;
  return present * 100 > quorumPercentage * members;
}

/** The smallest head-count that is more than the percentage of members. */
export function quorumNeeded(members: number, quorumPercentage: number): number {
  return Math.floor((quorumPercentage * members) / 100) + 1;
}

export type Tally = { support: number; oppose: number; abstain: number; notVoted: number };

export type OutcomeRules = {
  passingPercentage: number;
  /** Eligible voters who did not vote count as support (an organisation setting). */
  nonVoteCountsAsSupport: boolean;
};

export type VoteOutcome = {
  passed: boolean;
  support: number;
  participating: number;
  needed: number;
};

export function voteOutcome(tally: Tally, rules: OutcomeRules): VoteOutcome {
  const support = tally.support + (rules.nonVoteCountsAsSupport ? tally.notVoted : 0);
  // Abstentions do not count; non-voters count only when treated as support.
  const participating = support + tally.oppose;
  const needed = Math.floor((rules.passingPercentage * participating) / 100) + 1;
  const passed = participating > 0 && support * 100 > rules.passingPercentage * participating;
  return { passed, support, participating, needed };
}

/** "carried 5–1 with 1 abstention" — the standard phrase for a minute. */
export function tallyPhrase(tally: Tally, passed: boolean): string {
  const abst =
    tally.abstain === 0 ? "" : ` with ${tally.abstain} abstention${tally.abstain === 1 ? "" : "s"}`;
  return `${passed ? "carried" : "lost"} ${tally.support}–${tally.oppose}${abst}`;
}
