import { describe, expect, it } from "vitest";
import { fieldIssues } from "../../../components/forms/use-zod-form.js";
import { decisionForm, decisionValues } from "./decision-form.js";

const mover = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const seconder = "16fd2706-8baf-433b-82eb-8c7fada847da";

describe("decisionForm", () => {
  it("sends people as ids or null and leaves out an empty date", () => {
    expect(decisionForm.parse({ ...decisionValues(" Budget ", ""), mover })).toEqual({
      title: "Budget",
      outcome: "Approved",
      text: "",
      moverPersonId: mover,
      seconderPersonId: null,
    });
    expect(decisionForm.parse(decisionValues("Budget", "2026-12-03")).decidedOn).toBe("2026-12-03");
  });

  it("needs a title and two different people", () => {
    expect(fieldIssues(decisionForm, decisionValues("", ""))).toHaveProperty("title");
    expect(
      fieldIssues(decisionForm, { ...decisionValues("x", ""), mover, seconder: mover }),
    ).toEqual({ seconder: "Choose someone other than the mover." });
    expect(fieldIssues(decisionForm, { ...decisionValues("x", ""), mover, seconder })).toEqual({});
  });
});
