import { describe, expect, it } from "vitest";
import { mentionedWords, significantWords } from "./mention-words.js";

describe("significantWords", () => {
  it("keeps names and drops short, common and board words", () => {
    expect(significantWords("Approval of the contract with Acme Holdings Ltd for Q3")).toEqual([
      "contract",
      "acme",
      "holding",
    ]);
  });

  it("folds case, accents, plurals and possessives", () => {
    expect(significantWords("Māori Schools' funding; the SCHOOL's budget")).toEqual([
      "maori",
      "school",
      "funding",
      "budget",
    ]);
  });

  it("finds nothing in text made only of common words or numbers", () => {
    expect(significantWords("Report on the 2026 annual plan")).toEqual([]);
    expect(significantWords("")).toEqual([]);
  });
});

describe("mentionedWords", () => {
  it("matches whole words only", () => {
    const words = significantWords("Art gallery sponsorship");
    expect(mentionedWords(words, "Party supplies")).toEqual([]);
    expect(mentionedWords(words, "Trustee of the Regional Art Galleries")).toEqual([
      "art",
      "gallery",
    ]);
  });
});
