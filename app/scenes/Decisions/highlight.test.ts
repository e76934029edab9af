import { describe, expect, it } from "vitest";
import { highlightParts, searchWords } from "./highlight.js";

describe("searchWords", () => {
  it("splits on spaces, drops duplicates and sorts longest first", () => {
    expect(searchWords("  budget  Board board ")).toEqual(["budget", "board"]);
    expect(searchWords("   ")).toEqual([]);
  });
});

describe("highlightParts", () => {
  it("returns the whole text unmarked without a search", () => {
    expect(highlightParts("Approve the budget", "")).toEqual([
      { text: "Approve the budget", match: false },
    ]);
    expect(highlightParts("", "budget")).toEqual([]);
  });

  it("marks every word case-insensitively and keeps the original case", () => {
    expect(highlightParts("Budget: the BUDGET and audit", "budget audit")).toEqual([
      { text: "Budget", match: true },
      { text: ": the ", match: false },
      { text: "BUDGET", match: true },
      { text: " and ", match: false },
      { text: "audit", match: true },
    ]);
  });

  it("treats regular-expression characters literally", () => {
    expect(highlightParts("Fees (2027) rise by 5.5% not 5x5", "(2027) 5.5%")).toEqual([
      { text: "Fees ", match: false },
      { text: "(2027)", match: true },
      { text: " rise by ", match: false },
      { text: "5.5%", match: true },
      { text: " not 5x5", match: false },
    ]);
    expect(highlightParts("a.*b", ".*")).toEqual([
      { text: "a", match: false },
      { text: ".*", match: true },
      { text: "b", match: false },
    ]);
  });

  it("keeps markup as plain text", () => {
    const parts = highlightParts("<b>bold</b> & <script>", "<script>");
    expect(parts).toEqual([
      { text: "<b>bold</b> & ", match: false },
      { text: "<script>", match: true },
    ]);
    expect(parts.map((p) => p.text).join("")).toBe("<b>bold</b> & <script>");
  });

  it("prefers the longer of overlapping words and joins adjacent matches", () => {
    expect(highlightParts("boardroom", "board boardroom")).toEqual([
      { text: "boardroom", match: true },
    ]);
    expect(highlightParts("abab", "a b")).toEqual([{ text: "abab", match: true }]);
  });
});
