import { describe, expect, it } from "vitest";
import type { VoteView } from "../../../data/meetings/votes.js";
import { ballotNote } from "./my-ballot.js";

const abilities = (castBallot: boolean): VoteView["Abilities"] => ({
  castBallot,
  recordForOthers: false,
  close: false,
});

describe("ballotNote", () => {
  it("says nothing before the viewer has voted", () => {
    expect(ballotNote({ MyChoice: null, Abilities: abilities(true) })).toBeNull();
  });

  it("tells a voter their vote stands when the server takes no second ballot", () => {
    expect(ballotNote({ MyChoice: "Support", Abilities: abilities(false) })).toBe("youVoted");
  });

  it("tells a voter they can still change it while the server would take a new ballot", () => {
    expect(ballotNote({ MyChoice: "Oppose", Abilities: abilities(true) })).toBe(
      "youVotedCanChange",
    );
  });
});
