import { describe, expect, it } from "vitest";
import { headlineParts, matchEnd, matchStart } from "./text-query.js";

describe("headlineParts", () => {
  it("turns ts_headline's markers into marked and plain runs", () => {
    expect(
      headlineParts(
        "Budget approved",
        `${matchStart}Budget${matchEnd} ${matchStart}approved${matchEnd}`,
      ),
    ).toEqual([
      { text: "Budget", match: true },
      { text: " ", match: false },
      { text: "approved", match: true },
    ]);
    expect(headlineParts("Nothing here", "Nothing here")).toEqual([
      { text: "Nothing here", match: false },
    ]);
    expect(headlineParts("", "")).toEqual([]);
  });

  it("keeps markup as text", () => {
    expect(headlineParts("<b>x</b>", `<b>${matchStart}x${matchEnd}</b>`)).toEqual([
      { text: "<b>", match: false },
      { text: "x", match: true },
      { text: "</b>", match: false },
    ]);
  });

  it("does not trust marks when the original holds a marker character", () => {
    const odd = `a${matchStart}b`;
    expect(headlineParts(odd, `${matchStart}a${matchEnd}${matchStart}b`)).toEqual([
      { text: odd, match: false },
    ]);
  });
});
