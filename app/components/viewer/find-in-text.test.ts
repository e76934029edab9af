import { describe, expect, it } from "vitest";
import { matchesIn, matchesInPages } from "./find-in-text.js";

describe("finding words in a document", () => {
  it("ignores case and accents, and gives ranges of the original text", () => {
    const text = "Te reo MĀORI policy; the Māori language plan";
    const found = matchesIn(text, "maori");
    expect(found.map((m) => text.slice(m.start, m.end))).toEqual(["MĀORI", "Māori"]);
  });

  it("matches text typed with combining accents against precomposed text", () => {
    const text = "Café budget";
    expect(matchesIn(text, "cafe\u0301").map((m) => text.slice(m.start, m.end))).toEqual(["Café"]);
  });

  it("treats runs of spaces in the query as one and finds nothing for blank words", () => {
    expect(matchesIn("annual  report", "annual   report")).toEqual([]);
    expect(matchesIn("annual report", "annual   report")).toEqual([{ start: 0, end: 13 }]);
    expect(matchesIn("anything", "   ")).toEqual([]);
  });

  it("numbers matches page by page, item by item", () => {
    const pages = [["Budget", "no"], [], ["the budget and budgets"]];
    expect(matchesInPages(pages, "budget").map((m) => [m.page, m.item, m.start])).toEqual([
      [1, 0, 0],
      [3, 0, 4],
      [3, 0, 15],
    ]);
  });
});
