import type { VoteRecord } from "./vote-context.js";

/** Who acts on a vote: their person, and whether the vote's context lets them run its votes. */
export type VoteActor = { personId: string; runsVotes: boolean };

export type Verdict<Refusal extends string> =
  | { allowed: true }
  | { allowed: false; refusal: Refusal };

export type BallotRefusal = "onlyRunnerRecords" | "closed" | "notAVoter";
export type CloseRefusal = "notRunner" | "closed";

const allowed = { allowed: true } as const;
const refused = <R extends string>(refusal: R): Verdict<R> => ({ allowed: false, refusal });

/**
 * A ballot is cast by a voter for themselves, or by whoever runs the vote for a voter (someone
 * without a login), while the vote is open. The voters are those fixed when it opened.
 */
export function canCastBallot(
  actor: VoteActor,
  vote: Pick<VoteRecord, "status" | "eligiblePersonIds">,
  onBehalfOf?: string,
): Verdict<BallotRefusal> {
  if (onBehalfOf && !actor.runsVotes) return refused("onlyRunnerRecords");
  if (vote.status === "closed") return refused("closed");
  if (!vote.eligiblePersonIds.includes(onBehalfOf ?? actor.personId)) return refused("notAVoter");
  return allowed;
}

/** An open vote is closed by whoever runs votes in its context. */
export function canCloseVote(
  actor: VoteActor,
  vote: Pick<VoteRecord, "status">,
): Verdict<CloseRefusal> {
  if (!actor.runsVotes) return refused("notRunner");
  if (vote.status === "closed") return refused("closed");
  return allowed;
}
