import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./format.js";

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
