import type { VoteView } from "../../../data/meetings/votes.js";

/** The sentence about a vote already given: null before voting. */
export type BallotNote = "youVoted" | "youVotedCanChange" | null;

/**
 * Whether a vote may be changed is the server's rule (Abilities.castBallot, which allows a
 * second ballot only while the organisation lets votes change until close); this only chooses
 * the words that tell the voter.
 */
export function ballotNote(vote: Pick<VoteView, "MyChoice" | "Abilities">): BallotNote {
  if (vote.MyChoice === null) return null;
  return vote.Abilities.castBallot ? "youVotedCanChange" : "youVoted";
}
