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
  /**
   * The share of voters who must take part (cast any ballot, an abstention too) for the vote
   * to be valid: flying minutes have one (default 100 %, every director); meetings do not.
   */
  participationPercentage?: number;
};

export type VoteOutcome = {
  passed: boolean;
  support: number;
  participating: number;
  needed: number;
  /** Whether enough voters took part for the vote to count at all. */
  participationReached: boolean;
};

/**
 * Ballots cast / voters ≥ pct / 100, as cast * 100 ≥ pct * voters. "At least", not "more
 * than": at the default of 100 % every voter must take part, which "more than" could never
 * reach. No voters at all never reaches a threshold above 0.
 */
export function participationReached(tally: Tally, participationPercentage: number): boolean {
  const cast = tally.support + tally.oppose + tally.abstain;
  const voters = cast + tally.notVoted;
  if (voters === 0) return participationPercentage <= 0;
  return cast * 100 >= participationPercentage * voters;
}

/** The smallest number of ballots that reaches the participation threshold. */
export function participationNeeded(voters: number, participationPercentage: number): number {
  return Math.ceil((participationPercentage * voters) / 100);
}

export function voteOutcome(tally: Tally, rules: OutcomeRules): VoteOutcome {
  const support = tally.support + (rules.nonVoteCountsAsSupport ? tally.notVoted : 0);
  // Abstentions do not count; non-voters count only when treated as support.
  const participating = support + tally.oppose;
  const needed = Math.floor((rules.passingPercentage * participating) / 100) + 1;
  const enough = participationReached(tally, rules.participationPercentage ?? 0);
  const passed =
    enough && participating > 0 && support * 100 > rules.passingPercentage * participating;
  return { passed, support, participating, needed, participationReached: enough };
}

/** "carried 5–1 with 1 abstention" — the standard phrase for a minute. */
export function tallyPhrase(tally: Tally, passed: boolean): string {
  const abst =
    tally.abstain === 0 ? "" : ` with ${tally.abstain} abstention${tally.abstain === 1 ? "" : "s"}`;
  return `${passed ? "carried" : "lost"} ${tally.support}–${tally.oppose}${abst}`;
}
