import { describe, expect, it } from "vitest";
import { formatInterestDate } from "./interest-display.js";

describe("formatInterestDate", () => {
  it("writes a calendar date in en-NZ without moving it a day", () => {
    expect(formatInterestDate("2026-11-21")).toBe("21 Nov 2026");
  });
});
