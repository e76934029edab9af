import { describe, expect, it } from "vitest";
import { spelledBy } from "./acronyms.js";

describe("short forms of titles", () => {
  it("finds the words whose initials spell it, passing over small words", () => {
    expect(spelledBy("rap", "Reconciliation Action Plan (Reflect)")).toEqual([
      "reconciliation",
      "action",
      "plan",
    ]);
    expect(spelledBy("qsr", "Quality, Safety and Risk Committee")).toEqual([
      "quality",
      "safety",
      "risk",
    ]);
    expect(spelledBy("rap", "Annual report and accounts")).toBeNull();
    // The short form said in the title is no word of its own spelling.
    expect(spelledBy("da", "Salary revision: 4% DA approved")).toBeNull();
    expect(spelledBy("rfp", "Issue a request for proposals for audit services")).toBeNull();
    expect(spelledBy("rfp", "Issue a request for proposals for audit services", true)).toEqual([
      "request",
      "proposals",
    ]);
  });

  it("counts the words a hyphen joins when the words whole do not spell it", () => {
    expect(spelledBy("ipu", "the enlarged in-patient unit was commissioned", true)).toEqual([
      "patient",
      "unit",
    ]);
    expect(spelledBy("pos", "a new point-of-sale system for the shops", true)).toEqual([
      "point",
      "sale",
    ]);
  });
});
