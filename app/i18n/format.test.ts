import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatRelativeTime } from "./format.js";

describe("formatDate", () => {
  it("writes dates the en-NZ way in the given zone", () => {
    expect(formatDate("2026-11-21T06:00:00Z", "Pacific/Auckland")).toBe("21 Nov 2026");
    // Already the next day in Auckland.
    expect(formatDate("2026-11-21T12:00:00Z", "Pacific/Auckland")).toBe("22 Nov 2026");
  });
});

describe("formatDateTime", () => {
  it("leaves out the zone when it is the viewer's", () => {
    const text = formatDateTime("2026-11-21T06:00:00Z", "Pacific/Auckland", "Pacific/Auckland");
    expect(text).toMatch(/^21 Nov 2026,? 7:00\s?pm$/i);
  });

  it("names the zone when it differs from the viewer's", () => {
    const text = formatDateTime("2026-11-21T06:00:00Z", "Pacific/Auckland", "Australia/Sydney");
    expect(text).toMatch(/NZDT|GMT\+13/);
  });
});

describe("formatRelativeTime", () => {
  const now = Date.parse("2026-11-21T06:00:00Z");
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it("says how long ago, in the largest whole unit", () => {
    expect(formatRelativeTime(ago(20_000), now)).toBe("now");
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe("5 minutes ago");
    expect(formatRelativeTime(ago(3 * 3_600_000 + 59 * 60_000), now)).toBe("3 hours ago");
    expect(formatRelativeTime(ago(30 * 3_600_000), now)).toBe("yesterday");
    expect(formatRelativeTime(ago(3 * 86_400_000), now)).toBe("3 days ago");
  });

  it("counts a time just ahead of the viewer's clock as now", () => {
    expect(formatRelativeTime(new Date(now + 90_000).toISOString(), now)).toBe("now");
  });

  it("gives the date from a week ago on", () => {
    expect(formatRelativeTime("2026-11-01T06:00:00Z", now)).toMatch(/^\d{1,2} Nov 2026$/);
  });
});
