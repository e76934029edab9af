import { describe, expect, it } from "vitest";
import {
  formatDuration,
  formatMeetingTime,
  formatMeetingWhen,
  timeZoneLabel,
  timeZoneOptions,
} from "./meeting-time.js";

// 06:00 UTC on 21 Nov 2026 is 7:00 pm in Auckland (daylight time, +13).
const start = "2026-11-21T06:00:00Z";
const end = "2026-11-21T08:00:00Z";

describe("formatMeetingTime", () => {
  it("shows the bare time when the viewer keeps the meeting's clock", () => {
    expect(formatMeetingTime(start, "Pacific/Auckland", "Pacific/Auckland")).toMatch(/^7:00\s?pm$/);
  });

  it("names the zone when the viewer is elsewhere", () => {
    expect(formatMeetingTime(start, "Pacific/Auckland", "Europe/London")).toMatch(
      /^7:00\s?pm NZDT$/,
    );
  });
});

describe("formatMeetingWhen", () => {
  it("gives the en-NZ date and the range with one zone name", () => {
    const text = formatMeetingWhen(start, end, "Pacific/Auckland", "Australia/Perth");
    expect(text).toMatch(/^21 Nov 2026, 7:00\s?pm – 9:00\s?pm NZDT$/);
  });

  it("uses the meeting's date, not the viewer's", () => {
    // 20:00 UTC is already the next morning in Auckland.
    const text = formatMeetingWhen(
      "2026-11-21T20:00:00Z",
      "2026-11-21T21:00:00Z",
      "Pacific/Auckland",
      "Pacific/Auckland",
    );
    expect(text).toMatch(/^22 Nov 2026, 9:00\s?am – 10:00\s?am$/);
  });
});

describe("formatDuration", () => {
  it("writes minutes and hours plainly", () => {
    expect(formatDuration(0)).toBe("0 min");
    expect(formatDuration(15)).toBe("15 min");
    expect(formatDuration(60)).toBe("1 h");
    expect(formatDuration(95)).toBe("1 h 35 min");
  });
});

describe("timeZoneOptions", () => {
  it("starts with Auckland and adds zones in use once", () => {
    const options = timeZoneOptions(["Europe/Madrid", "Europe/Madrid", "Pacific/Auckland"]);
    expect(options[0]).toBe("Pacific/Auckland");
    expect(options.filter((z) => z === "Europe/Madrid")).toHaveLength(1);
    expect(options.filter((z) => z === "Pacific/Auckland")).toHaveLength(1);
  });

  it("leaves out zones Intl does not know", () => {
    expect(timeZoneOptions(["Mars/Olympus_Mons", ""])).not.toContain("Mars/Olympus_Mons");
  });
});

describe("timeZoneLabel", () => {
  it("reads like a place with its clock", () => {
    expect(timeZoneLabel("Pacific/Auckland", new Date(start))).toBe("Pacific/Auckland (NZDT)");
    expect(timeZoneLabel("America/Los_Angeles", new Date(start))).toMatch(/^America\/Los Angeles/);
  });
});
