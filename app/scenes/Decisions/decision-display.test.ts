import { describe, expect, it } from "vitest";
import { formatDecidedOn, isKnownOutcome, outcomeColor, tallyInWords } from "./decision-display.js";

describe("formatDecidedOn", () => {
  it("shows en-NZ dates without shifting the day", () => {
    expect(formatDecidedOn("2026-12-03")).toBe("3 Dec 2026");
    expect(formatDecidedOn("2026-01-01")).toBe("1 Jan 2026");
  });
});

describe("tallyInWords", () => {
  const tally = { support: 5, oppose: 1, abstain: 1, notVoted: 0 };

  it("says carried or lost with the counts", () => {
    expect(tallyInWords("Approved", tally)).toBe("Carried 5–1 with 1 abstention");
    expect(tallyInWords("NotApproved", { support: 2, oppose: 4, abstain: 0, notVoted: 0 })).toBe(
      "Lost 2–4",
    );
  });

  it("counts abstentions and members who did not vote", () => {
    expect(tallyInWords("Approved", { support: 4, oppose: 0, abstain: 2, notVoted: 1 })).toBe(
      "Carried 4–0 with 2 abstentions and 1 not voting",
    );
    expect(tallyInWords("Noted", { support: 3, oppose: 3, abstain: 0, notVoted: 0 })).toBe("3–3");
  });
});

describe("outcomes", () => {
  it("knows the four outcomes and colours the rest grey", () => {
    expect(isKnownOutcome("NotApproved")).toBe(true);
    expect(isKnownOutcome("Withdrawn")).toBe(false);
    expect(outcomeColor("Approved")).toBe("green");
    expect(outcomeColor("Withdrawn")).toBe("gray");
  });
});
