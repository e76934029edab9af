import { describe, expect, it } from "vitest";
import {
  dateRange,
  financialYearPeriod,
  financialYearRange,
  financialYearStartIn,
  financialYears,
  labelYears,
  usualFinancialYearStart,
} from "./question-dates.js";

describe("financial years as periods", () => {
  it("reads a financial year said as a time, and not one said as a year of accounts", () => {
    expect(financialYearPeriod("how many motions did the board lose in the 2025/26 year")).toEqual({
      ends: 2026,
    });
    expect(financialYearPeriod("decisions during 25/26?")).toEqual({ ends: 2026 });
    // Said with its own label, last year's accounts are those the label names, not its days.
    expect(financialYearPeriod("what surplus did we show last financial year?")).toEqual({
      back: 1,
    });
    expect(
      financialYearPeriod("what surplus did we show last financial year (FY 2025-26)?"),
    ).toBeNull();
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

describe("days written month first", () => {
  it("reads 7/24/25 as 24 July where months go first, and 24/7/25 either way", () => {
    expect(dateRange("what mtg did we have on 7/24/25", "2026-11-05", true)).toEqual({
      from: "2025-07-24",
      to: "2025-07-24",
    });
    expect(dateRange("what mtg did we have on 24/7/2025", "2026-11-05")).toEqual({
      from: "2025-07-24",
      to: "2025-07-24",
    });
    expect(dateRange("the meeting on 3/4/26", "2026-11-05")?.from).toBe("2026-04-03");
    expect(dateRange("the meeting on 3/4/26", "2026-11-05", true)?.from).toBe("2026-03-04");
  });

  it("reads 'Sept 11 2025' and 'the nov 19 meeting'", () => {
    expect(dateRange("who wasn't at the Sept 11 2025 board meeting", "2026-11-05")).toEqual({
      from: "2025-09-11",
      to: "2025-09-11",
    });
    expect(dateRange("what's on at the nov 19 meeting?", "2026-11-05")).toEqual({
      from: "2026-11-19",
      to: "2026-11-19",
    });
    expect(dateRange("motions lost in the 2025/26 year", "2026-11-05")).toBeNull();
  });

  it("reads 'the 3/16 meeting', 'from the march 16 meeting' and 'since march 16', never a fraction", () => {
    const day = { from: "2027-03-16", to: "2027-03-16" };
    expect(dateRange("what happened at the 3/16 meeting", "2027-03-18", true)).toEqual(day);
    expect(dateRange("what happened at the 16/3 meeting", "2027-03-18")).toEqual(day);
    expect(
      dateRange("which action items from the march 16 managers meeting are open", "2027-03-18"),
    ).toEqual(day);
    expect(dateRange("what have we decided since march 16", "2027-03-18", true)).toEqual({
      from: "2027-03-16",
      to: "2027-03-18",
    });
    expect(dateRange("does it need a 2/3 majority", "2027-03-18", true)).toBeNull();
    expect(dateRange("who runs the 24/7 security patrol?", "2027-03-18", true)).toBeNull();
    expect(dateRange("was it carried by 2/3?", "2027-03-18", true)).toBeNull();
    expect(dateRange("what have we decided since March 16, 2026", "2027-03-18", true)).toEqual({
      from: "2026-03-16",
      to: "2027-03-18",
    });
    expect(
      dateRange("can the owners amend it with 2/3 of the votes", "2027-03-18", true),
    ).toBeNull();
  });
});

describe("days that do not exist, and dates that are not financial years", () => {
  it("reads no day from 'June 31' or '29 Feb 2025', so nothing asks the database for one", () => {
    expect(dateRange("what happened at the June 31 meeting", "2026-11-05")).toBeNull();
    expect(dateRange("decisions on Feb 29 2025", "2026-11-05")).toBeNull();
    expect(dateRange("decisions on 29 February 2025", "2026-11-05")).toBeNull();
    expect(dateRange("since 31 June", "2026-11-05")).toBeNull();
    expect(dateRange("decisions on 29 February 2024", "2026-11-05")?.from).toBe("2024-02-29");
  });

  it("never reads the end of 7/24/25 as the financial year 24/25", () => {
    expect(financialYears("what was decided on 7/24/25?")).toEqual([]);
    expect(financialYears("the 24/25 budget")).toHaveLength(1);
  });
});

describe("a year said as part of a thing's name", () => {
  it("is which thing, not when it happened; before a meeting or a kind of record it is a period", () => {
    expect(labelYears("who voted against the 2026 budget")).toEqual(["2026"]);
    expect(dateRange("who voted against the 2026 budget", "2026-11-05")).toBeNull();
    expect(labelYears("2025 budget vs actual?")).toEqual(["2025"]);
    expect(labelYears("who's point on the FY2026 audit engagement letter")).toEqual(["fy2026"]);
    expect(financialYearPeriod("who's point on the FY2026 audit engagement letter")).toBeNull();
    expect(financialYearPeriod("what did we spend in FY2026?")).toEqual({ ends: 2026 });
    expect(labelYears("where did we hold the 2024 strategy day")).toEqual([]);
    expect(labelYears("how much did the 2025 fundraising dinner raise")).toEqual([]);
    expect(labelYears("who was elected at the 2025 AGMs")).toEqual([]);
    expect(dateRange("who came to the 2025 AGM", "2026-11-05")?.from).toBe("2025-01-01");
    expect(dateRange("list the 2025 decisions", "2026-11-05")?.from).toBe("2025-01-01");
    expect(dateRange("grants approved in 2025", "2026-11-05")?.from).toBe("2025-01-01");
  });
});
