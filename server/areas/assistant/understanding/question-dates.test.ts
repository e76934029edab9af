import { describe, expect, it } from "vitest";
import {
  financialYearPeriod,
  financialYearRange,
  financialYearStartIn,
  usualFinancialYearStart,
} from "./question-dates.js";

describe("financial years as periods", () => {
  it("reads a financial year said as a time, and not one said as a year of accounts", () => {
    expect(financialYearPeriod("how many motions did the board lose in the 2025/26 year")).toEqual({
      ends: 2026,
    });
    expect(financialYearPeriod("decisions during 25/26?")).toEqual({ ends: 2026 });
    expect(financialYearPeriod("what did we spend in FY26")).toEqual({ ends: 2026 });
    expect(financialYearPeriod("grants approved this financial year")).toEqual({ back: 0 });
    expect(financialYearPeriod("motions lost last financial year")).toEqual({ back: 1 });
    expect(financialYearPeriod("what was the 2025/26 budget")).toBeNull();
    expect(financialYearPeriod("who audited the accounts for 2025/26")).toBeNull();
    expect(financialYearPeriod("what's in the 2025/26 budget papers")).toBeNull();
  });

  it("turns one into days from the month the year starts", () => {
    expect(financialYearRange({ ends: 2026 }, 7, "2026-09-01")).toEqual({
      from: "2025-07-01",
      to: "2026-06-30",
    });
    expect(financialYearRange({ back: 0 }, 7, "2026-09-01")).toEqual({
      from: "2026-07-01",
      to: "2027-06-30",
    });
    expect(financialYearRange({ back: 1 }, 4, "2026-02-10")).toEqual({
      from: "2024-04-01",
      to: "2025-03-31",
    });
    expect(financialYearRange({ back: 0 }, 1, "2026-02-10")).toEqual({
      from: "2026-01-01",
      to: "2026-12-31",
    });
  });

  it("finds the year's first month in what the documents say of its end", () => {
    expect(financialYearStartIn("6.1 … The financial year ends on 30 June.")).toBe(7);
    expect(financialYearStartIn("The trust's financial year ends on 31 December.")).toBe(1);
    expect(financialYearStartIn("Accounts are prepared to the year ending 31 March.")).toBe(4);
    expect(financialYearStartIn("The fiscal year ends June 30.")).toBe(7);
    expect(financialYearStartIn("The financial year runs from 1 September.")).toBe(9);
    expect(financialYearStartIn("The trustees meet five times in each financial year.")).toBeNull();
    expect(usualFinancialYearStart("Europe/London")).toBe(4);
    expect(usualFinancialYearStart("Australia/Sydney")).toBe(7);
  });
});
