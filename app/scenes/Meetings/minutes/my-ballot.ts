import type { VoteView } from "../../../data/meetings/votes.js";

/** What the viewer may do with their own ballot, and what to tell them about it. */
export type MyBallot = {
  /** Show the Support / Oppose / Abstain buttons (a first vote, or a change while allowed). */
  canVote: boolean;
  /** The sentence about a vote already given: null before voting. */
  note: "youVoted" | "youVotedCanChange" | null;
};

type Vote = Pick<VoteView, "Status" | "Eligible" | "MyChoice" | "Rules">;

/**
 * An eligible voter votes once while the vote is open; when the organisation allows it
 * (Rules.allowVoteChangeUntilClose) they may change that vote until it closes.
 */
export function myBallot(vote: Vote, myPersonId: string): MyBallot {
  const mayVote = vote.Status === "open" && vote.Eligible.includes(myPersonId);
  const mayChange = mayVote && vote.Rules.allowVoteChangeUntilClose;
  if (vote.MyChoice === null) return { canVote: mayVote, note: null };
  return mayChange
    ? { canVote: true, note: "youVotedCanChange" }
    : { canVote: false, note: "youVoted" };
}
