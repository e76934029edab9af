import { describe, expect, it } from "vitest";
import { asksWhoVoted } from "./vote-sentences.js";

describe("questions about who voted how", () => {
  it("asks who when it asks whether anyone abstained or voted against", () => {
    expect(asksWhoVoted("who voted against closing brixton?")).toBe(true);
    expect(asksWhoVoted("Was there an abstention on the Centurion lease vote?")).toBe(true);
    expect(asksWhoVoted("were there any votes against the budget?")).toBe(true);
    expect(asksWhoVoted("what was the vote on the budget?")).toBe(false);
  });
});
