import { describe, expect, it } from "vitest";
import { amountFor, asksAgainstBudget, comparedYears } from "./compare-years.js";

describe("one figure in two years", () => {
  it("reads the two years a question compares, and what the figure is of", () => {
    expect(
      comparedYears(
        "how much smaller is this year's budgeted deficit than last year's",
        "2026-09-01",
      ),
    ).toEqual({
      subject: ["budgeted", "deficit"],
      years: [
        { said: "this year's", year: 2026, labels: [] },
        { said: "last year's", year: 2025, labels: [] },
      ],
    });
    const fy = comparedYears("was the 2026/27 budget bigger than 2025/26?", "2026-09-01");
    expect(fy?.subject).toEqual(["budget"]);
    expect(fy?.years.map((y) => y.labels[0])).toEqual(["2026/27", "2025/26"]);
    expect(comparedYears("did the audit fee go up on last year", "2026-09-01")?.years).toEqual([
      { said: "last year", year: 2025, labels: [] },
      { said: "this year", year: 2026, labels: [] },
    ]);
  });

  it("reads 'the year before' as the year before the other one named", () => {
    const fy = comparedYears(
      "how much more was the 2026-27 insurance premium than the year before",
      "2027-03-18",
    );
    expect(fy?.subject).toEqual(["insurance", "premium"]);
    expect(fy?.years.map((y) => y.labels[0])).toEqual(["2026/27", "2025/26"]);
    expect(
      comparedYears("was the 26/27 levy up on the year before?", "2027-03-18")?.years[1]?.labels,
    ).toContain("2025/26");
    expect(
      comparedYears(
        "was the 2024 audit fee higher than the previous year",
        "2027-03-18",
      )?.years.map((y) => y.year),
    ).toEqual([2024, 2023]);
    expect(
      comparedYears("how much more was the 2026 premium than a year earlier?", "2027-03-18"),
    ).toMatchObject({ subject: ["premium"], years: [{ year: 2026 }, { year: 2025 }] });
    // "The year before last" is not the year before.
    expect(
      comparedYears("was the 2026 fee higher than the year before last?", "2027-03-18")?.years[1]
        ?.year,
    ).not.toBe(2025);
    // Nothing else named: the year before this one.
    expect(
      comparedYears("did the premium go up on the year before", "2027-03-18")?.years.map(
        (y) => y.year,
      ),
    ).toEqual([2026, 2027]);
  });

  it("compares a year named with 'since' against the latest figure", () => {
    expect(
      comparedYears("how much has insurance gone up since the 2024-25 renewal", "2026-10-14")
        ?.years[1],
    ).toEqual({ said: "now", year: null, labels: [], latest: true });
  });

  it("reads FY2024 and FY2025 as the years, not the subject", () => {
    const fy = comparedYears(
      "how much did the audit fee go up from the FY2024 audit to the FY2025 audit",
      "2026-11-05",
    );
    expect(fy?.subject).toEqual(["audit", "fee"]);
    expect(fy?.years.map((y) => y.year)).toEqual([2024, 2025]);
  });

  it("keeps each financial year's own spellings, whatever order they are written in", () => {
    const fy = comparedYears("was the 24/25 deficit bigger than 2025/26?", "2026-09-01");
    expect(fy?.years.map((y) => y.labels[0])).toEqual(["24/25", "2025/26"]);
  });

  it("leaves a question that does not compare two years", () => {
    expect(comparedYears("what was the deficit last year", "2026-09-01")).toBeNull();
    expect(comparedYears("which cost more, the roof or the boiler?", "2026-09-01")).toBeNull();
  });

  it("takes the figure stated for the word, not the first in the sentence", () => {
    const text =
      "The board approves the 2026/27 budget with total expenditure of $10,420,000 and an operating deficit of $85,000.";
    expect(amountFor(text, "deficit")).toEqual({ cents: 8_500_000, sign: "$" });
    expect(amountFor(text, "expenditure")).toEqual({ cents: 1_042_000_000, sign: "$" });
    expect(amountFor(text, "surplus")).toBeNull();
    expect(amountFor("at a fee of $19,200 (FY2023 fee: $18,500).", "fee")).toEqual({
      cents: 1_920_000,
      sign: "$",
    });
  });

  it("reads a result asked against its budget", () => {
    expect(
      asksAgainstBudget("was the 25/26 deficit more or less than we budgeted and by how much"),
    ).toEqual(["deficit"]);
    expect(asksAgainstBudget("how did income come in against budget last year?")).toEqual([
      "income",
    ]);
    expect(asksAgainstBudget("when was the budget approved")).toBeNull();
  });
});
