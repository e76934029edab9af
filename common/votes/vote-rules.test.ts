import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { voteOutcome } from "./vote-math.js";
import { type ClosedOutcome, closingOutcome, type VoteRules } from "./vote-rules.js";

const tallies = fc.record({
  support: fc.nat(300),
  oppose: fc.nat(300),
  abstain: fc.nat(300),
  notVoted: fc.nat(300),
});
const rulesArb = fc.record({
  passingPercentage: fc.integer({ min: 0, max: 100 }),
  nonVoteCountsAsSupport: fc.boolean(),
  outcomeCalculated: fc.boolean(),
  allowChangeUntilClose: fc.boolean(),
});
const setByHand = fc.option(fc.constantFrom<ClosedOutcome>("Approved", "NotApproved"), {
  nil: undefined,
});

describe("the outcome a vote closes with", () => {
  it("is the tally's when calculated, whatever was set by hand", () => {
    fc.assert(
      fc.property(tallies, rulesArb, setByHand, (tally, rules, hand) => {
        const calculated: VoteRules = { ...rules, outcomeCalculated: true };
        expect(closingOutcome(tally, calculated, hand)).toBe(
          voteOutcome(tally, calculated).passed ? "Approved" : "NotApproved",
        );
      }),
    );
  });

  it("is the one set by hand otherwise, and missing (null) when none was set", () => {
    fc.assert(
      fc.property(tallies, rulesArb, setByHand, (tally, rules, hand) => {
        const byHand: VoteRules = { ...rules, outcomeCalculated: false };
        expect(closingOutcome(tally, byHand, hand)).toBe(hand ?? null);
      }),
    );
  });

  it("carries a 3–1 vote and loses a tie on the default rules", () => {
    const rules: VoteRules = {
      passingPercentage: 50,
      nonVoteCountsAsSupport: false,
      outcomeCalculated: true,
      allowChangeUntilClose: false,
    };
    expect(closingOutcome({ support: 3, oppose: 1, abstain: 0, notVoted: 0 }, rules)).toBe(
      "Approved",
    );
    expect(closingOutcome({ support: 2, oppose: 2, abstain: 1, notVoted: 0 }, rules)).toBe(
      "NotApproved",
    );
  });
});
