import { describe, expect, it } from "vitest";
import { packPageOf, paperPageOf } from "./pack-pages.js";

const map = [
  { paperId: "budget", firstPage: 4, pageCount: 3 },
  { paperId: "minutes", firstPage: 7, pageCount: 1 },
];

describe("the board pack's pages and the papers in it", () => {
  it("finds the paper and its own page behind a page of the pack", () => {
    expect(paperPageOf(map, 4)).toEqual({ paperId: "budget", page: 1 });
    expect(paperPageOf(map, 6)).toEqual({ paperId: "budget", page: 3 });
    expect(paperPageOf(map, 7)).toEqual({ paperId: "minutes", page: 1 });
    expect(paperPageOf(map, 1)).toBeNull();
    expect(paperPageOf(map, 8)).toBeNull();
  });

  it("places a paper's note on the pack, wherever a rebuild put the paper", () => {
    expect(packPageOf(map, "budget", 2)).toBe(5);
    const rebuilt = [{ paperId: "budget", firstPage: 6, pageCount: 3 }];
    expect(packPageOf(rebuilt, "budget", 2)).toBe(7);
    expect(packPageOf(rebuilt, "minutes", 1)).toBeNull();
    expect(packPageOf(map, "budget", 4)).toBeNull();
  });
});
