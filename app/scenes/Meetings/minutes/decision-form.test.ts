import { describe, expect, it } from "vitest";
import { fieldIssues } from "../../../components/forms/use-zod-form.js";
import { decisionForm, decisionValues, recordedValues } from "./decision-form.js";

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

describe("correcting a recorded decision", () => {
  it("starts from what was recorded and sends it back unchanged when nothing is edited", () => {
    const recorded = {
      Title: "Accept the report",
      DecidedOn: "2026-12-03",
      Outcome: "Noted",
      MoverPersonId: "4c1e7d62-52a4-4b0e-9d44-0f4a2a3b7c11",
      SeconderPersonId: null,
      Text: "That the report be received.",
    };
    expect(decisionForm.parse(recordedValues(recorded))).toEqual({
      title: "Accept the report",
      decidedOn: "2026-12-03",
      outcome: "Noted",
      moverPersonId: recorded.MoverPersonId,
      seconderPersonId: null,
      text: "That the report be received.",
    });
  });
});
