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

  it("reads 'Pvt. Ltd.' and 'No. 5' inside a sentence, and 'no.' at its end", () => {
    expect(
      "Pune Pathway Travels Pvt. Ltd. won Contract No. 5 at Rs 3,40,000. The vote was 6-1.".split(
        sentenceBreak,
      ),
    ).toHaveLength(2);
    expect("The answer was no. Then we moved on.".split(sentenceBreak)).toEqual([
      "The answer was no.",
      "Then we moved on.",
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
