import { describe, expect, it } from "vitest";
import type { MeetingDetail } from "../../../../common/contracts/meetings.js";
import { readOnlyIfCancelled } from "./cancelled.js";

function meeting(CancelledAt: string | null): MeetingDetail {
  return {
    Id: "m1",
    Title: "Board meeting",
    StartTime: "2026-12-03T05:30:00.000Z",
    EndTime: "2026-12-03T07:30:00.000Z",
    TimeZone: "Pacific/Auckland",
    Location: null,
    State: "InProgress",
    StateLabel: "Draft Minutes",
    OrganisationId: "o1",
    Version: 3,
    CancelledAt,
    LocationId: null,
    CloseTime: "2026-12-03T07:30:00.000Z",
    AgendaChangedSincePublish: false,
    Agenda: [],
    Transitions: [{ action: "finishMeeting", label: "Finish Meeting", direction: "forward" }],
    Abilities: { edit: true, readAgenda: true },
    ChangesLog: [],
    MyRsvp: { Rsvp: null, CanAnswer: false },
  };
}

describe("readOnlyIfCancelled", () => {
  it("leaves a meeting that goes ahead as it is", () => {
    const m = meeting(null);
    expect(readOnlyIfCancelled(m)).toBe(m);
  });

  it("offers no change to a cancelled meeting, but still lets it be read", () => {
    const shown = readOnlyIfCancelled(meeting("2026-11-30T01:00:00.000Z"));
    expect(shown.Transitions).toEqual([]);
    expect(shown.Abilities).toEqual({ edit: false, readAgenda: true });
    expect(shown.CancelledAt).toBe("2026-11-30T01:00:00.000Z");
  });
});
