import { describe, expect, it } from "vitest";
import { textAnswers } from "./subject-match.js";

describe("whether a record's text answers the subject asked", () => {
  it("needs most of the subject in one sentence, not spread over the record", () => {
    const ballinaLease =
      "Lease of additional space at Ballina. The board approves a lease of the adjoining suite. Lorraine Walker spoke against, preferring to expand services at Kyogle first.";
    expect(textAnswers(ballinaLease, ["kyogle", "lease"])).toBe(false);
    expect(textAnswers(ballinaLease, ["ballina", "lease"])).toBe(true);
  });

  it("reads a word as the records write it ('the extra space', 'the solar panels')", () => {
    expect(
      textAnswers("Lease of additional space at Ballina.", ["extra", "space", "ballina"]),
    ).toBe(true);
    expect(textAnswers("Solar PV – Kingsmead Academy.", ["solar", "panel"])).toBe(true);
  });
});
