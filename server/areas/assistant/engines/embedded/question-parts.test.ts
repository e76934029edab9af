import { describe, expect, it } from "vitest";
import { leansOnFirst, questionParts } from "./question-parts.js";

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
    // "…, and when is it due?": the second half leans on the first, and is not asked alone.
    const [, due] =
      questionParts("What did we decide about the dredging, and when is it due?") ?? [];
    expect(due && leansOnFirst(due)).toBe(true);
    expect(leansOnFirst("Who is the treasurer now?")).toBe(false);
    expect(questionParts("When is the next meeting? Who is the treasurer now?")).toEqual([
      "When is the next meeting?",
      "Who is the treasurer now?",
    ]);
    expect(questionParts("When did we sell the hall; how much did the roof cost")).toEqual([
      "When did we sell the hall?",
      "how much did the roof cost",
    ]);
  });

  it("leaves one question whole", () => {
    expect(questionParts("Who moved and who seconded the motion?")).toBeNull();
    expect(questionParts("What did the board decide about roads and bridges?")).toBeNull();
    expect(questionParts("Did the board and the committee both approve the budget?")).toBeNull();
    expect(questionParts("Which actions are overdue and have no owner yet?")).toBeNull();
  });
});
