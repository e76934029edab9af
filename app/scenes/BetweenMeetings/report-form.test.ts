import { describe, expect, it } from "vitest";
import { withFile } from "./chosen-files.js";
import { newReportValues, reportBody } from "./report-form.js";

describe("the report form", () => {
  it("sends only the chosen audience's list", () => {
    const people = {
      ...newReportValues,
      title: "Q3",
      audience: "people" as const,
      personIds: ["p"],
      roles: ["Director"],
    };
    expect(reportBody(people)).toEqual({
      title: "Q3",
      executiveSummary: "",
      audience: "people",
      personIds: ["p"],
      documentVersionIds: [],
    });
    expect(reportBody({ ...people, audience: "board" })).not.toHaveProperty("personIds");
  });

  it("adds a file once", () => {
    const one = withFile([], { documentVersionId: "a", name: "A.pdf" });
    expect(withFile(one, { documentVersionId: "a", name: "A.pdf" })).toHaveLength(1);
  });
});
