import { describe, expect, it } from "vitest";
import { questionParts } from "./question-parts.js";

describe("questionParts", () => {
  it("splits where a second question starts", () => {
    expect(
      questionParts(
        "What did the board decide on the pay award, and what audit fee did ARC approve that year?",
      ),
    ).toEqual([
      "What did the board decide on the pay award?",
      "what audit fee did ARC approve that year?",
    ]);
    expect(questionParts("When is the next meeting? Who is chairing it?")).toEqual([
      "When is the next meeting?",
      "Who is chairing it?",
    ]);
    expect(questionParts("When did we sell the hall; how much did we get for it")).toEqual([
      "When did we sell the hall?",
      "how much did we get for it",
    ]);
  });

  it("leaves one question whole", () => {
    expect(questionParts("Who moved and who seconded the motion?")).toBeNull();
    expect(questionParts("What did the board decide about roads and bridges?")).toBeNull();
    expect(questionParts("Did the board and the committee both approve the budget?")).toBeNull();
  });
});
