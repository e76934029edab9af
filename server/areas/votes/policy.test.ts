import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canCastBallot, canCloseVote, type VoteActor } from "./policy.js";

const voter: VoteActor = { personId: "v1", runsVotes: false };
const runner: VoteActor = { personId: "r1", runsVotes: true };
const open = { status: "open" as const, eligiblePersonIds: ["v1", "v2"] };
const closed = { ...open, status: "closed" as const };

describe("casting a ballot", () => {
  it("lets a voter vote for themselves while the vote is open", () => {
    expect(canCastBallot(voter, open)).toEqual({ allowed: true });
    expect(canCastBallot(voter, closed)).toEqual({ allowed: false, refusal: "closed" });
  });

  it("refuses someone who is not one of the voters fixed at opening", () => {
    expect(canCastBallot({ personId: "x", runsVotes: false }, open)).toEqual({
      allowed: false,
      refusal: "notAVoter",
    });
    // Running the vote does not make someone a voter.
    expect(canCastBallot(runner, open)).toEqual({ allowed: false, refusal: "notAVoter" });
  });

  it("lets only whoever runs the vote record a voter's ballot, and only a voter's", () => {
    expect(canCastBallot(runner, open, "v2")).toEqual({ allowed: true });
    expect(canCastBallot(runner, open, "x")).toEqual({ allowed: false, refusal: "notAVoter" });
    expect(canCastBallot(voter, open, "v2")).toEqual({
      allowed: false,
      refusal: "onlyRunnerRecords",
    });
  });

  it("never allows a ballot on a closed vote, whoever casts it for whom", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom("v1", "v2", "x"),
        fc.option(fc.constantFrom("v1", "v2", "x"), { nil: undefined }),
        (runsVotes, personId, onBehalfOf) => {
          expect(canCastBallot({ personId, runsVotes }, closed, onBehalfOf).allowed).toBe(false);
        },
      ),
    );
  });
});

describe("closing a vote", () => {
  it("is for whoever runs votes, once", () => {
    expect(canCloseVote(runner, open)).toEqual({ allowed: true });
    expect(canCloseVote(runner, closed)).toEqual({ allowed: false, refusal: "closed" });
    expect(canCloseVote(voter, open)).toEqual({ allowed: false, refusal: "notRunner" });
  });
});
