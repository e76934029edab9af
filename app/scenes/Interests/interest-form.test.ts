import { describe, expect, it } from "vitest";
import { fieldIssues } from "../../components/forms/use-zod-form.js";
import { interestForm } from "./interest-form.js";

const valid = {
  personId: "0b6f3a52-6f5e-4c1e-9a51-3c1f6f0e8a11",
  entity: "Harbour Fisheries Ltd",
  nature: "Shareholder",
  disclosedOn: "2026-03-04",
  endsOn: "",
};

describe("the interest form", () => {
  it("accepts a complete entry with or without an end date, a blank one sent as none", () => {
    expect(interestForm.parse(valid).endsOn).toBeNull();
    expect(interestForm.parse({ ...valid, endsOn: "2026-03-04" }).endsOn).toBe("2026-03-04");
  });

  it("names each missing or too long field", () => {
    expect(
      fieldIssues(interestForm, {
        personId: "",
        entity: "  ",
        nature: "",
        disclosedOn: "",
        endsOn: "",
      }),
    ).toEqual({
      personId: "Required",
      entity: "Required",
      nature: "Required",
      disclosedOn: "Required",
    });
    expect(fieldIssues(interestForm, { ...valid, entity: "x".repeat(201) })).toEqual({
      entity: "Use at most 200 characters.",
    });
  });

  it("refuses an end date before the disclosure date, even while other fields are missing", () => {
    const early = { ...valid, endsOn: "2026-03-03" };
    const endsOn = "The end date can't be before the disclosure date.";
    expect(fieldIssues(interestForm, early)).toEqual({ endsOn });
    expect(fieldIssues(interestForm, { ...early, entity: "" })).toEqual({
      entity: "Required",
      endsOn,
    });
  });
});
