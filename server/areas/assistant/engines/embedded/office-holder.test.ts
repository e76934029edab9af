import { describe, expect, it } from "vitest";
import { askedOffice } from "./office-holder.js";

describe("the office a question asks the holder of", () => {
  it("reads 'who's deputy chair now', 'who is our auditor', 'who chairs…'", () => {
    expect(askedOffice("who's deputy chair now")).toEqual(["deputy", "chair"]);
    expect(askedOffice("Who is our auditor?")).toEqual(["auditor"]);
    expect(askedOffice("who chairs the committee")).toEqual(["chair"]);
    expect(askedOffice("whos the treasurer")).toEqual(["treasurer"]);
    expect(askedOffice("Who is the engagement partner at Calloway & Finch?")).toContain("partner");
  });

  it("leaves other 'who' questions", () => {
    expect(askedOffice("who is responsible for the audit")).toBeNull();
    expect(askedOffice("who moved the budget")).toBeNull();
    expect(askedOffice("who is Tom Karalis")).toBeNull();
  });
});
