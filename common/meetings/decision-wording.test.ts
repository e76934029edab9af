import { describe, expect, it } from "vitest";
import { draftDecisionWording, motionClause } from "./decision-wording.js";

describe("draftDecisionWording", () => {
  it("uses the standard phrase with mover and seconder", () => {
    expect(
      draftDecisionWording({
        subject: "the 2026 budget be approved",
        mover: "Ana Smith",
        seconder: "Ben Jones",
      }),
    ).toBe("Moved Ana Smith, seconded Ben Jones, that the 2026 budget be approved.");
  });

  it("leaves out a missing seconder, and the mover when there is none", () => {
    expect(draftDecisionWording({ subject: "x be noted", mover: "Ana", seconder: null })).toBe(
      "Moved Ana, that x be noted.",
    );
    expect(draftDecisionWording({ subject: "x be noted", mover: " ", seconder: "Ben" })).toBe(
      "That x be noted.",
    );
  });

  it("does not double the 'that' or the full stop of a written motion", () => {
    expect(motionClause("  That the accounts be approved. ")).toBe("the accounts be approved");
    expect(draftDecisionWording({ subject: "That the accounts be approved.", mover: "Ana" })).toBe(
      "Moved Ana, that the accounts be approved.",
    );
  });

  it("adds a vote's tally phrase", () => {
    expect(
      draftDecisionWording({
        subject: "the accounts be approved",
        mover: "Ana",
        seconder: "Ben",
        vote: { tally: { support: 5, oppose: 1, abstain: 1, notVoted: 0 }, passed: true },
      }),
    ).toBe(
      "Moved Ana, seconded Ben, that the accounts be approved; carried 5–1 with 1 abstention.",
    );
    expect(
      draftDecisionWording({
        subject: "the fee rise",
        vote: { tally: { support: 2, oppose: 4, abstain: 0, notVoted: 0 }, passed: false },
      }),
    ).toBe("That the fee rise; lost 2–4.");
  });

  it("says when members who did not vote were counted in support", () => {
    const tally = { support: 3, oppose: 1, abstain: 0, notVoted: 2 };
    expect(
      draftDecisionWording({
        subject: "the lease be renewed",
        mover: "Ana",
        vote: { tally, passed: true, notVotingCountedInSupport: true },
      }),
    ).toBe("Moved Ana, that the lease be renewed; carried 3–1 (2 not voting, counted in support).");
    expect(
      draftDecisionWording({ subject: "the lease be renewed", vote: { tally, passed: true } }),
    ).toBe("That the lease be renewed; carried 3–1.");
  });
});
