import { describe, expect, it } from "vitest";
import { zonedToUtc } from "../../../common/zoned-time.js";
import { addDays, reminderDue } from "./reminder-schedule.js";

const auckland = "Pacific/Auckland";
const at = (date: string, time: string) => zonedToUtc(date, time, auckland);

describe("addDays", () => {
  it("crosses months, years and leap days", () => {
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
  });
});

describe("reminderDue", () => {
  it("gives the first reminder from the morning N days before, the second on the due date", () => {
    expect(reminderDue("2027-03-10", 7, auckland, at("2027-03-02", "12:00"))).toBeNull();
    expect(reminderDue("2027-03-10", 7, auckland, at("2027-03-03", "07:59"))).toBeNull();
    expect(reminderDue("2027-03-10", 7, auckland, at("2027-03-03", "08:00"))).toBe("first");
    expect(reminderDue("2027-03-10", 7, auckland, at("2027-03-09", "23:00"))).toBe("first");
    expect(reminderDue("2027-03-10", 7, auckland, at("2027-03-10", "07:00"))).toBeNull();
    expect(reminderDue("2027-03-10", 7, auckland, at("2027-03-10", "08:30"))).toBe("dueDay");
    expect(reminderDue("2027-03-10", 7, auckland, at("2027-03-11", "09:00"))).toBeNull();
  });

  it("reads the due date in the organisation's zone, not in UTC", () => {
    // 8:30 am on 10 March in Auckland is still 9 March in UTC.
    const morning = at("2027-03-10", "08:30");
    expect(morning.toISOString().slice(0, 10)).toBe("2027-03-09");
    expect(reminderDue("2027-03-10", 7, auckland, morning)).toBe("dueDay");
    expect(reminderDue("2027-03-10", 7, "UTC", morning)).toBe("first");
  });

  it("follows the organisation's number of days", () => {
    expect(reminderDue("2027-03-10", 3, auckland, at("2027-03-06", "09:00"))).toBeNull();
    expect(reminderDue("2027-03-10", 3, auckland, at("2027-03-07", "09:00"))).toBe("first");
    expect(reminderDue("2027-03-31", 21, auckland, at("2027-03-10", "09:00"))).toBe("first");
  });
});
