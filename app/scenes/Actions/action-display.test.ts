import { describe, expect, it } from "vitest";
import {
  filterByMeeting,
  formatDueDate,
  ownerOptionLabel,
  ownerOptions,
  statusLabel,
  statusOptions,
} from "./action-display.js";

describe("owner filter options", () => {
  it("labels an owner with their count", () => {
    expect(ownerOptionLabel("Mele Tupou", 3)).toBe("Mele Tupou (3)");
  });

  it("starts with Everyone", () => {
    const options = ownerOptions([{ PersonId: "p1", Name: "Mele Tupou", Count: 3 }], "Everyone");
    expect(options).toEqual([
      { value: "", label: "Everyone" },
      { value: "p1", label: "Mele Tupou (3)" },
    ]);
  });
});

describe("formatDueDate", () => {
  it("shows en-NZ dates without shifting the day", () => {
    expect(formatDueDate("2026-11-21", false)).toEqual({ text: "21 Nov 2026", overdue: false });
    expect(formatDueDate("2026-01-01", false).text).toBe("1 Jan 2026");
  });

  it("writes overdue in words", () => {
    expect(formatDueDate("2026-11-21", true)).toEqual({
      text: "21 Nov 2026 (overdue)",
      overdue: true,
    });
  });
});

describe("filterByMeeting", () => {
  const actions = [
    { Id: "a", MeetingId: "m1" },
    { Id: "b", MeetingId: null },
    { Id: "c", MeetingId: "m2" },
  ];

  it("keeps everything without a meeting", () => {
    expect(filterByMeeting(actions, undefined).map((a) => a.Id)).toEqual(["a", "b", "c"]);
  });

  it("keeps one meeting's actions", () => {
    expect(filterByMeeting(actions, "m1").map((a) => a.Id)).toEqual(["a"]);
  });
});

describe("statuses", () => {
  it("says Completed for Done", () => {
    expect(statusLabel("Done")).toBe("Completed");
    expect(statusLabel("Unknown")).toBe("Unknown");
    expect(statusOptions()).toContainEqual({ value: "Done", label: "Completed" });
  });
});
