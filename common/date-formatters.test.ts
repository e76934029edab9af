import { describe, expect, it } from "vitest";
import {
  calendarDate,
  dateTimeFormat,
  dateTimeForViewer,
  dateTimeInZone,
  formatInZone,
} from "./date-formatters.js";

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

describe("dates in words", () => {
  const instant = "2026-11-25T03:22:00Z";

  it("writes an instant on the zone's clock, naming the zone for PDFs and e-mails", () => {
    expect(dateTimeInZone(instant, "Pacific/Auckland")).toBe("25 Nov 2026, 4:22 pm NZDT");
    expect(dateTimeInZone(new Date(instant), "UTC")).toBe("25 Nov 2026, 3:22 am UTC");
    expect(formatInZone(instant, "Pacific/Auckland", "timeWithZone")).toBe("4:22 pm NZDT");
  });

  it("names the zone for a viewer only when it is not theirs", () => {
    expect(dateTimeForViewer(instant, "Pacific/Auckland", "Pacific/Auckland")).toBe(
      "25 Nov 2026, 4:22 pm",
    );
    expect(dateTimeForViewer(instant, "Pacific/Auckland", "Europe/London")).toBe(
      "25 Nov 2026, 4:22 pm NZDT",
    );
  });

  it("writes a calendar date in words without moving it a day in any zone", () => {
    expect(calendarDate("2026-12-25")).toBe("25 Dec 2026");
    expect(calendarDate("2026-12-03", "date")).toBe("3 December 2026");
    expect(calendarDate("2026-12-03", "weekdayDate")).toBe("Thursday, 3 December 2026");
    expect(calendarDate("not a date")).toBe("not a date");
  });
});
