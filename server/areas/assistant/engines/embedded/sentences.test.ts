import { describe, expect, it } from "vitest";
import { clauseBreak, sentenceBreak } from "./sentences.js";

describe("where sentences end", () => {
  it("does not end a sentence at a legal form or a title", () => {
    expect(
      "The Board approved the acquisition of Precision Hydraulics Sdn. Bhd. for $26,500,000. Mr. Ong abstained.".split(
        sentenceBreak,
      ),
    ).toEqual([
      "The Board approved the acquisition of Precision Hydraulics Sdn. Bhd. for $26,500,000.",
      "Mr. Ong abstained.",
    ]);
  });

  it("ends clauses at semicolons and lines", () => {
    expect("Moved by A; seconded by B.\nCarried.".split(clauseBreak)).toEqual([
      "Moved by A;",
      "seconded by B.",
      "Carried.",
    ]);
  });
});
