import { describe, expect, it } from "vitest";
import { voteOutcome } from "../../../../common/votes/vote-math.js";
import type { VoteView } from "../../../data/meetings/votes.js";
import { tallyBar, tallyVerdict } from "./tally-bar.js";

const strict = { passingPercentage: 50, nonVoteCountsAsSupport: false };

describe("tallyBar", () => {
  it("leaves abstentions out of the bar and puts the line at the passing percentage", () => {
    const bar = tallyBar({ support: 5, oppose: 1, abstain: 1, notVoted: 0 }, strict);
    expect(bar).toMatchObject({ counted: 6, thresholdAt: 50, needed: 4, passing: true });
    expect(bar.supportWidth).toBeCloseTo(83.33, 2);
    expect(bar.opposeWidth).toBeCloseTo(16.67, 2);
    expect(bar.notVotedWidth).toBe(0);
  });

  it("fails a tie at the line: the chair has no casting vote", () => {
    const bar = tallyBar({ support: 3, oppose: 3, abstain: 0, notVoted: 0 }, strict);
    expect(bar.supportWidth).toBe(50);
    expect(bar.passing).toBe(false);
    expect(bar.needed).toBe(4);
  });

  it("draws non-voters as support when the organisation counts them so", () => {
    const bar = tallyBar(
      { support: 1, oppose: 2, abstain: 0, notVoted: 3 },
      { passingPercentage: 50, nonVoteCountsAsSupport: true },
    );
    expect(bar.counted).toBe(6);
    expect(bar.supportWidth).toBeCloseTo(16.67, 2);
    expect(bar.notVotedWidth).toBe(50);
    expect(bar.passing).toBe(true);
    expect(bar.supportWidth + bar.notVotedWidth + bar.opposeWidth).toBeCloseTo(100, 1);
  });

  it("shows an empty bar before anyone counts", () => {
    const bar = tallyBar({ support: 0, oppose: 0, abstain: 2, notVoted: 4 }, strict);
    expect(bar).toMatchObject({
      counted: 0,
      supportWidth: 0,
      opposeWidth: 0,
      needed: 0,
      passing: false,
    });
  });

  it("respects a higher passing percentage", () => {
    const rules = { passingPercentage: 75, nonVoteCountsAsSupport: false };
    expect(tallyBar({ support: 3, oppose: 1, abstain: 0, notVoted: 0 }, rules).passing).toBe(false);
    expect(tallyBar({ support: 4, oppose: 1, abstain: 0, notVoted: 0 }, rules).passing).toBe(true);
  });
});

describe("tallyBar with a vote's own rules", () => {
  const voteRules = (overrides: Partial<VoteView["Rules"]>): VoteView["Rules"] => ({
    passingPercentage: 50,
    nonVoteCountsAsSupport: false,
    outcomeCalculated: true,
    allowVoteChangeUntilClose: false,
    participationPercentage: 0,
    ...overrides,
  });

  it("draws the line at the organisation's real passing percentage", () => {
    const rules = voteRules({ passingPercentage: 66 });
    const bar = tallyBar({ support: 2, oppose: 1, abstain: 0, notVoted: 0 }, rules);
    expect(bar.thresholdAt).toBe(66);
    // 2 of 3 is 66.67 %: more than 66 % passes, where a two-thirds-plus rule of 67 % would not.
    expect(bar.passing).toBe(true);
    expect(
      tallyBar(
        { support: 2, oppose: 1, abstain: 0, notVoted: 0 },
        voteRules({ passingPercentage: 67 }),
      ).passing,
    ).toBe(false);
  });

  it("leaves non-voters out when the rule does not count them as support", () => {
    const bar = tallyBar({ support: 1, oppose: 2, abstain: 0, notVoted: 3 }, voteRules({}));
    expect(bar).toMatchObject({ counted: 3, notVotedWidth: 0, passing: false });
  });

  it("agrees with voteOutcome for every rule combination", () => {
    const tally = { support: 2, oppose: 3, abstain: 1, notVoted: 2 };
    for (const passingPercentage of [50, 60, 75]) {
      for (const nonVoteCountsAsSupport of [false, true]) {
        const rules = voteRules({ passingPercentage, nonVoteCountsAsSupport });
        const outcome = voteOutcome(tally, rules);
        const bar = tallyBar(tally, rules);
        expect(bar.passing).toBe(outcome.passed);
        expect(bar.counted).toBe(outcome.participating);
        expect(bar.needed).toBe(outcome.needed);
        expect(bar.notVotedWidth > 0).toBe(nonVoteCountsAsSupport);
      }
    }
  });
});

describe("tallyVerdict", () => {
  it("is a running count while open and the result once closed", () => {
    expect(tallyVerdict("open", null)).toBe("soFar");
    expect(tallyVerdict("closed", "Approved")).toBe("carried");
    expect(tallyVerdict("closed", "NotApproved")).toBe("lost");
  });
});
