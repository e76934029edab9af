import { describe, expect, it } from "vitest";
import type { VoteView } from "../../../data/meetings/votes.js";
import { myBallot } from "./my-ballot.js";

const me = "p-me";
const rules = (allowVoteChangeUntilClose: boolean): VoteView["Rules"] => ({
  passingPercentage: 50,
  nonVoteCountsAsSupport: false,
  outcomeCalculated: true,
  allowVoteChangeUntilClose,
});
const vote = (
  overrides: Partial<Pick<VoteView, "Status" | "Eligible" | "MyChoice" | "Rules">> = {},
) => ({
  Status: "open" as const,
  Eligible: [me, "p-other"],
  MyChoice: null,
  Rules: rules(false),
  ...overrides,
});

describe("myBallot", () => {
  it("offers the choices to an eligible voter who has not voted", () => {
    expect(myBallot(vote(), me)).toEqual({ canVote: true, note: null });
  });

  it("offers nothing to someone who is not a voter", () => {
    expect(myBallot(vote(), "p-stranger")).toEqual({ canVote: false, note: null });
  });

  it("takes the choices away once voted when changes are not allowed", () => {
    expect(myBallot(vote({ MyChoice: "Support" }), me)).toEqual({
      canVote: false,
      note: "youVoted",
    });
  });

  it("keeps the choices while open when the organisation allows a change until close", () => {
    expect(myBallot(vote({ MyChoice: "Oppose", Rules: rules(true) }), me)).toEqual({
      canVote: true,
      note: "youVotedCanChange",
    });
  });

  it("closes every choice when the vote closes, saying what was voted", () => {
    const closed = vote({ Status: "closed", MyChoice: "Abstain", Rules: rules(true) });
    expect(myBallot(closed, me)).toEqual({ canVote: false, note: "youVoted" });
    expect(myBallot(vote({ Status: "closed", Rules: rules(true) }), me)).toEqual({
      canVote: false,
      note: null,
    });
  });

  it("says what was voted without offering a change to someone no longer eligible", () => {
    const noLonger = vote({ Eligible: ["p-other"], MyChoice: "Support", Rules: rules(true) });
    expect(myBallot(noLonger, me)).toEqual({ canVote: false, note: "youVoted" });
  });
});
