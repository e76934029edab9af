import { describe, expect, it } from "vitest";
import { formatInterestDate, interestFormIssues } from "./interest-display.js";

const valid = {
  personId: "p1",
  entity: "Harbour Fisheries Ltd",
  nature: "Shareholder",
  disclosedOn: "2026-03-04",
  endsOn: "",
};

describe("interestFormIssues", () => {
  it("accepts a complete entry with or without an end date", () => {
    expect(interestFormIssues(valid)).toEqual({});
    expect(interestFormIssues({ ...valid, endsOn: "2026-03-04" })).toEqual({});
  });

  it("names each missing or too long field", () => {
    expect(
      interestFormIssues({ personId: null, entity: "  ", nature: "", disclosedOn: "", endsOn: "" }),
    ).toEqual({
      personId: "required",
      entity: "required",
      nature: "required",
      disclosedOn: "required",
    });
    expect(interestFormIssues({ ...valid, entity: "x".repeat(201) })).toEqual({
      entity: "tooLong",
    });
  });

  it("refuses an end date before the disclosure date", () => {
    expect(interestFormIssues({ ...valid, endsOn: "2026-03-03" })).toEqual({
      endsOn: "endBeforeDisclosure",
    });
  });
});

describe("formatInterestDate", () => {
  it("writes a calendar date in en-NZ without moving it a day", () => {
    expect(formatInterestDate("2026-11-21")).toBe("21 Nov 2026");
  });
});
