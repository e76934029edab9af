import { describe, expect, it } from "vitest";
import {
  buyNowRoute,
  isTimeFrame,
  pageCount,
  parseRowsPerPage,
  shownRange,
} from "./home-display.js";

describe("My Home display rules", () => {
  it("remembers only rows per page the selector offers", () => {
    expect(parseRowsPerPage("25")).toBe(25);
    expect(parseRowsPerPage(null)).toBe(10);
    expect(parseRowsPerPage("7")).toBe(10);
    expect(parseRowsPerPage("lots")).toBe(10);
  });

  it("knows the spec's time frames", () => {
    expect(isTimeFrame("90")).toBe(true);
    expect(isTimeFrame("all")).toBe(true);
    expect(isTimeFrame("45")).toBe(false);
    expect(isTimeFrame(null)).toBe(false);
  });

  it("counts pages and the rows a page shows", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(42, 10)).toBe(5);
    expect(shownRange(2, 10, 10, 42)).toEqual({ from: 11, to: 20, total: 42 });
    expect(shownRange(5, 10, 2, 42)).toEqual({ from: 41, to: 42, total: 42 });
    expect(shownRange(1, 10, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it("sends Buy Now to the subscription page the organisation uses", () => {
    expect(buyNowRoute(true)).toBe("/subscription/_select/$orgId");
    expect(buyNowRoute(false)).toBe("/subscription/select/$orgId");
  });
});
