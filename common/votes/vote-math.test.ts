import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  participationNeeded,
  participationReached,
  quorumNeeded,
  quorumReached,
  tallyPhrase,
  voteOutcome,
} from "./vote-math.js";

/** Plain oracle in exact rational arithmetic: fractions compared by cross-multiplying big integers. */
function oracleMoreThan(part: number, whole: number, pct: number): boolean {
  return BigInt(part) * 100n > BigInt(pct) * BigInt(whole);
}

describe("quorum", () => {
  it("is more than the percentage, never equal", () => {
    expect(quorumReached({ members: 8, present: 4, quorumPercentage: 50 })).toBe(false);
    expect(quorumReached({ members: 8, present: 5, quorumPercentage: 50 })).toBe(true);
    expect(quorumNeeded(8, 50)).toBe(5);
    expect(quorumNeeded(7, 50)).toBe(4);
  });

  it("agrees with the oracle, and quorumNeeded is the smallest head-count that reaches it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 100 }),
        fc.nat(500),
        (members, pct, p) => {
          const present = Math.min(p, members);
          expect(quorumReached({ members, present, quorumPercentage: pct })).toBe(
            oracleMoreThan(present, members, pct),
          );
          const needed = quorumNeeded(members, pct);
          expect(oracleMoreThan(needed, members, pct)).toBe(true);
          expect(oracleMoreThan(needed - 1, members, pct)).toBe(false);
        },
      ),
    );
  });
});

describe("vote outcome", () => {
  it("ignores abstentions and gives the chair no casting vote", () => {
    const rules = { passingPercentage: 50, nonVoteCountsAsSupport: false };
    expect(voteOutcome({ support: 3, oppose: 3, abstain: 5, notVoted: 0 }, rules).passed).toBe(
      false,
    );
    expect(voteOutcome({ support: 4, oppose: 3, abstain: 0, notVoted: 0 }, rules).passed).toBe(
      true,
    );
    expect(voteOutcome({ support: 0, oppose: 0, abstain: 4, notVoted: 0 }, rules).passed).toBe(
      false,
    );
  });

  it("counts non-voters as support only when the setting says so", () => {
    const tally = { support: 2, oppose: 3, abstain: 0, notVoted: 2 };
    expect(voteOutcome(tally, { passingPercentage: 50, nonVoteCountsAsSupport: true }).passed).toBe(
      true,
    );
    expect(
      voteOutcome(tally, { passingPercentage: 50, nonVoteCountsAsSupport: false }).passed,
    ).toBe(false);
  });

  it("agrees with the oracle for any tally and threshold", () => {
    fc.assert(
      fc.property(
        fc.record({
          support: fc.nat(300),
          oppose: fc.nat(300),
          abstain: fc.nat(300),
          notVoted: fc.nat(300),
        }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        (tally, pct, nonVote) => {
          const support = tally.support + (nonVote ? tally.notVoted : 0);
          const participating = support + tally.oppose;
          const expected = participating > 0 && oracleMoreThan(support, participating, pct);
          const got = voteOutcome(tally, {
            passingPercentage: pct,
            nonVoteCountsAsSupport: nonVote,
          });
          expect(got.passed).toBe(expected);
          expect(got.participating).toBe(participating);
        },
      ),
    );
  });

  it("adding an abstention never changes the outcome", () => {
    fc.assert(
      fc.property(
        fc.record({
          support: fc.nat(50),
          oppose: fc.nat(50),
          abstain: fc.nat(50),
          notVoted: fc.nat(50),
        }),
        fc.integer({ min: 0, max: 100 }),
        (tally, pct) => {
          const rules = { passingPercentage: pct, nonVoteCountsAsSupport: false };
          expect(voteOutcome({ ...tally, abstain: tally.abstain + 1 }, rules).passed).toBe(
            voteOutcome(tally, rules).passed,
          );
        },
      ),
    );
  });

  it("writes the standard phrase", () => {
    expect(tallyPhrase({ support: 5, oppose: 1, abstain: 1, notVoted: 0 }, true)).toBe(
      "carried 5–1 with 1 abstention",
    );
    expect(tallyPhrase({ support: 2, oppose: 4, abstain: 0, notVoted: 0 }, false)).toBe("lost 2–4");
  });
});

describe("participation (flying minutes)", () => {
  const tallies = fc.record({
    support: fc.nat(300),
    oppose: fc.nat(300),
    abstain: fc.nat(300),
    notVoted: fc.nat(300),
  });

  it("needs every voter at 100 %, abstentions counting as taking part", () => {
    expect(participationReached({ support: 3, oppose: 1, abstain: 1, notVoted: 0 }, 100)).toBe(
      true,
    );
    expect(participationReached({ support: 4, oppose: 0, abstain: 0, notVoted: 1 }, 100)).toBe(
      false,
    );
    expect(participationReached({ support: 0, oppose: 0, abstain: 0, notVoted: 0 }, 50)).toBe(
      false,
    );
  });

  it("agrees with the exact oracle (rationals, no floats) for any tally and threshold", () => {
    fc.assert(
      fc.property(tallies, fc.integer({ min: 0, max: 100 }), (tally, pct) => {
        const cast = tally.support + tally.oppose + tally.abstain;
        const voters = cast + tally.notVoted;
        // cast / voters >= pct / 100, with BigInt so no rounding can hide a wrong boundary.
        const expected =
          voters === 0 ? pct <= 0 : BigInt(cast) * 100n >= BigInt(pct) * BigInt(voters);
        expect(participationReached(tally, pct)).toBe(expected);
        expect(cast >= participationNeeded(voters, pct)).toBe(voters === 0 ? pct <= 0 : expected);
      }),
    );
  });

  it("fails a vote that would carry when too few took part", () => {
    const tally = { support: 3, oppose: 0, abstain: 0, notVoted: 2 };
    const rules = { passingPercentage: 50, nonVoteCountsAsSupport: false };
    expect(voteOutcome(tally, rules).passed).toBe(true);
    const strict = voteOutcome(tally, { ...rules, participationPercentage: 100 });
    expect(strict.passed).toBe(false);
    expect(strict.participationReached).toBe(false);
    expect(voteOutcome(tally, { ...rules, participationPercentage: 60 }).passed).toBe(true);
  });
});
