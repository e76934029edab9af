import { describe, expect, it } from "vitest";
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

describe("tallyVerdict", () => {
  it("is a running count while open and the result once closed", () => {
    expect(tallyVerdict("open", null)).toBe("soFar");
    expect(tallyVerdict("closed", "Approved")).toBe("carried");
    expect(tallyVerdict("closed", "NotApproved")).toBe("lost");
  });
});
