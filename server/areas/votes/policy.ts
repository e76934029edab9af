import type { VoteAbilities } from "../../../common/contracts/votes.js";
import type { VoteRecord } from "./vote-context.js";

/** Who acts on a vote: their person, and whether the vote's context lets them run its votes. */
export type VoteActor = { personId: string; runsVotes: boolean };

export type Verdict<Refusal extends string> =
  | { allowed: true }
  | { allowed: false; refusal: Refusal };

export type BallotRefusal = "onlyRunnerRecords" | "closed" | "notAVoter" | "alreadyVoted";
export type CloseRefusal = "notRunner" | "closed";

const allowed = { allowed: true } as const;
const refused = <R extends string>(refusal: R): Verdict<R> => ({ allowed: false, refusal });

/** The voter's ballot already in the vote, and whether the rules let it be changed until close. */
export type BallotSoFar = { exists: boolean; changeAllowed: boolean };

/**
 * A ballot is cast by a voter for themselves, or by whoever runs the vote for a voter (someone
 * without a login), while the vote is open. The voters are those fixed when it opened. A voter
 * who has voted votes again only where the rules let a vote change until close.
 */
export function canCastBallot(
  actor: VoteActor,
  vote: Pick<VoteRecord, "status" | "eligiblePersonIds">,
  onBehalfOf?: string,
  soFar: BallotSoFar = { exists: false, changeAllowed: true },
): Verdict<BallotRefusal> {
  if (onBehalfOf && !actor.runsVotes) return refused("onlyRunnerRecords");
  if (vote.status === "closed") return refused("closed");
  if (!vote.eligiblePersonIds.includes(onBehalfOf ?? actor.personId)) return refused("notAVoter");
  if (soFar.exists && !soFar.changeAllowed) return refused("alreadyVoted");
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

/**
 * What the viewer may do with a vote, from the same rules the commands apply: the vote's view
 * carries it, so the ballot buttons show exactly when a ballot would be accepted.
 */
export function voteAbilities(
  actor: VoteActor,
  vote: Pick<VoteRecord, "status" | "eligiblePersonIds">,
  mine: BallotSoFar,
): VoteAbilities {
  const open = vote.status === "open";
  return {
    castBallot: canCastBallot(actor, vote, undefined, mine).allowed,
    recordForOthers: open && actor.runsVotes,
    close: canCloseVote(actor, vote).allowed,
  };
}
