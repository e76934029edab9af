import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "./date-formatters.js";

describe("dateTimeFormat", () => {
  it("builds one formatter per locale, zone and style, and formats in the zone asked", () => {
    const first = dateTimeFormat("en-NZ", "Pacific/Auckland", "time");
    expect(dateTimeFormat("en-NZ", "Pacific/Auckland", "time")).toBe(first);
    expect(dateTimeFormat("en-NZ", "UTC", "time")).not.toBe(first);
    expect(dateTimeFormat("en-US", "Pacific/Auckland", "time")).not.toBe(first);
    expect(dateTimeFormat("en-NZ", "Pacific/Auckland", "timeWithZone")).not.toBe(first);
    expect(first.format(new Date("2026-11-22T05:30:00Z"))).toBe("6:30 pm");
    expect(
      dateTimeFormat("en-NZ", "Pacific/Auckland", "weekdayDate").format(
        new Date("2026-11-22T05:30:00Z"),
      ),
    ).toBe("Sunday, 22 November 2026");
  });
});
