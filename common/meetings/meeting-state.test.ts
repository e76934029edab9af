import { describe, expect, it } from "vitest";
import {
  decideTransition,
  meetingStateLabels,
  meetingStates,
  meetingTransitions,
  transitionsFrom,
} from "./meeting-state.js";

describe("meeting states", () => {
  it("uses the spec's labels", () => {
    expect(meetingStateLabels).toEqual({
      PreAgenda: "No Agenda",
      Draft: "Draft Agenda",
      PublishedAgenda: "Published Agenda",
      InProgress: "Draft Minutes",
      Review: "Minutes in Review",
      Complete: "Minutes Confirmed",
    });
  });

  it("walks forward from No Agenda to Minutes in Review; confirmation happens at a later meeting", () => {
    let state: (typeof meetingStates)[number] = "PreAgenda";
    for (const action of ["startAgenda", "publishAgenda", "startMinutes", "finishDraftMinutes"]) {
      const v = decideTransition(state, action);
      if (!v.ok) throw new Error(v.message);
      state = v.to;
    }
    expect(state).toBe("Review");
    expect(decideTransition("Review", "confirmMinutes")).toEqual({
      ok: false,
      message: "Minutes are confirmed at a later meeting, through its Confirm Minutes item.",
    });
  });

  it("has back actions for Draft, Published, InProgress and Review, and none for the ends", () => {
    const backFrom = meetingTransitions.filter((t) => t.direction === "back").map((t) => t.from);
    expect(backFrom.sort()).toEqual(["Draft", "InProgress", "PublishedAgenda", "Review"]);
    expect(transitionsFrom("Complete")).toEqual([]);
  });

  it("refuses an illegal move and names what is allowed", () => {
    const v = decideTransition("Draft", "finishDraftMinutes");
    expect(v).toEqual({
      ok: false,
      message:
        'A meeting in "Draft Agenda" cannot do that. Allowed now: "Publish Agenda", "Back to No Agenda".',
    });
    expect(decideTransition("Complete", "publishAgenda").ok).toBe(false);
  });

  it("every transition moves one step along the order", () => {
    for (const t of meetingTransitions) {
      const gap = meetingStates.indexOf(t.to) - meetingStates.indexOf(t.from);
      expect(gap).toBe(t.direction === "forward" ? 1 : -1);
    }
  });
});
