import { describe, expect, it } from "vitest";
import { asksWhoVoted, asksWhyNotVoted } from "./vote-sentences.js";

describe("questions about who voted how", () => {
  it("asks who when it asks whether anyone abstained or voted against", () => {
    expect(asksWhoVoted("who voted against closing brixton?")).toBe(true);
    expect(asksWhoVoted("Was there an abstention on the Centurion lease vote?")).toBe(true);
    expect(asksWhoVoted("were there any votes against the budget?")).toBe(true);
    expect(asksWhoVoted("what was the vote on the budget?")).toBe(false);
  });
});

describe("why one person did not vote", () => {
  const aled = { people: [{ first: "Aled", last: "Bowen" }] };
  it("is asked of a named person's abstention, withdrawal or silence", () => {
    expect(asksWhyNotVoted("Why didn't Aled vote on the business case?", aled)).toBe(true);
    expect(asksWhyNotVoted("Why did Aled abstain on the field sale?", aled)).toBe(true);
    expect(asksWhyNotVoted("Why did Aled leave the room for item 5?", aled)).toBe(true);
    // Not asked why, or asked of no one.
    expect(asksWhyNotVoted("Did Aled vote on the business case?", aled)).toBe(false);
    expect(asksWhyNotVoted("Why didn't the vote go ahead?", { people: [] })).toBe(false);
  });
});
