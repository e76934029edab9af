import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { utcToZoned, zonedToUtc } from "./zoned-time.js";

describe("zoned time", () => {
  it("turns a New Zealand evening into UTC across daylight saving", () => {
    expect(zonedToUtc("2026-12-03", "18:30", "Pacific/Auckland").toISOString()).toBe(
      "2026-12-03T05:30:00.000Z",
    );
    expect(zonedToUtc("2026-06-03", "18:30", "Pacific/Auckland").toISOString()).toBe(
      "2026-06-03T06:30:00.000Z",
    );
    expect(zonedToUtc("2026-06-03", "18:30", "UTC").toISOString()).toBe("2026-06-03T18:30:00.000Z");
  });

  it("round-trips any whole-minute instant in several zones", () => {
    const zones = [
      "Pacific/Auckland",
      "Australia/Sydney",
      "Europe/London",
      "America/New_York",
      "Asia/Kolkata",
      "UTC",
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 }),
        fc.constantFrom(...zones),
        (minute, zone) => {
          const instant = new Date(minute * 60_000);
          const local = utcToZoned(instant, zone);
          const back = zonedToUtc(local.date, local.time, zone);
          // In the repeated hour at the end of daylight saving a wall time has two instants; both map back to the same wall time.
          expect(utcToZoned(back, zone)).toEqual(local);
        },
      ),
    );
  });
});
