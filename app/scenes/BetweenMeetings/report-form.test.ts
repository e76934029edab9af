import { describe, expect, it } from "vitest";
import { plainToRichText } from "../../../common/rich-text.js";
import { serialiseDoc } from "../../components/rich-text/rich-text-value.js";
import { withFile } from "./chosen-files.js";
import { newReportValues, reportBody, reportFieldOf } from "./report-form.js";

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
      executiveSummaryDoc: null,
      audience: "people",
      personIds: ["p"],
      documentVersionIds: [],
    });
    expect(reportBody({ ...people, audience: "board" })).not.toHaveProperty("personIds");
  });

  it("sends the summary as a document, and puts the server's refusal of it (or of a link in it) on the summary", () => {
    const summary = plainToRichText("Donations are up.");
    const body = reportBody({ ...newReportValues, executiveSummary: serialiseDoc(summary) });
    expect(body).toMatchObject({ executiveSummary: "", executiveSummaryDoc: summary });
    expect(reportFieldOf("executiveSummaryDoc.content.0.content.0.marks.0.attrs.href")).toBe(
      "executiveSummary",
    );
    expect(reportFieldOf("documentVersionIds")).toBe("files");
    expect(reportFieldOf("audience")).toBeNull();
  });

  it("adds a file once", () => {
    const one = withFile([], { documentVersionId: "a", name: "A.pdf" });
    expect(withFile(one, { documentVersionId: "a", name: "A.pdf" })).toHaveLength(1);
  });
});
