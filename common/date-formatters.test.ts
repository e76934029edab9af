import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "./date-formatters.js";

describe("dateTimeFormat", () => {
  it("builds one formatter per locale and options, and formats in the zone asked", () => {
    const options = { timeZone: "Pacific/Auckland", hour: "numeric", minute: "2-digit" } as const;
    const first = dateTimeFormat("en-NZ", options);
    expect(dateTimeFormat("en-NZ", { ...options })).toBe(first);
    expect(dateTimeFormat("en-NZ", { ...options, timeZone: "UTC" })).not.toBe(first);
    expect(dateTimeFormat("en-US", options)).not.toBe(first);
    expect(first.format(new Date("2026-11-22T05:30:00Z"))).toBe("6:30 pm");
  });
});
