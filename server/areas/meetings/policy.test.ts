import { describe, expect, it } from "vitest";
import { meetingStates } from "../../../common/meetings/meeting-state.js";
import { type Role, roles } from "../../../common/roles.js";
import { type MeetingFacts, meetingAbilities, recordLock } from "./policy.js";

const member = (role: Role) => ({
  membership: { role, accessAllowed: true },
  organisation: { parentId: null },
});
const meeting = (state: MeetingFacts["state"], cancelled = false): MeetingFacts => ({
  state,
  cancelledAt: cancelled ? new Date("2026-11-20T00:00:00Z") : null,
});

describe("meetingAbilities", () => {
  it("lets the Secretary take minutes from publication until they are confirmed", () => {
    const secretary = member("PersonalAssistant");
    const taking = meetingStates.filter((s) => meetingAbilities(secretary, meeting(s)).takeMinutes);
    expect(taking).toEqual(["PublishedAgenda", "InProgress", "Review"]);
  });

  it("opens votes and confirms earlier minutes only in Draft Minutes", () => {
    const chair = member("Chairman");
    for (const state of meetingStates) {
      const a = meetingAbilities(chair, meeting(state));
      expect([a.openVotes, a.confirmEarlierMinutes]).toEqual([
        state === "InProgress",
        state === "InProgress",
      ]);
    }
  });

  it("locks everything on confirmed minutes and on a cancelled meeting, but not the organiser's own tools", () => {
    for (const m of [meeting("Complete"), meeting("Review", true), meeting("Draft", true)]) {
      const a = meetingAbilities(member("Administrator"), m);
      expect(a).toMatchObject({
        edit: true,
        editAgenda: false,
        takeMinutes: false,
        openVotes: false,
        comment: false,
        circulateMinutes: false,
      });
      expect(recordLock(m)).not.toBeNull();
    }
  });

  it("takes members' comments while drafted or in review, never from someone who cannot read the agenda", () => {
    expect(meetingAbilities(member("Director"), meeting("InProgress")).comment).toBe(true);
    expect(meetingAbilities(member("Director"), meeting("Review")).comment).toBe(true);
    expect(meetingAbilities(member("Director"), meeting("PublishedAgenda")).comment).toBe(false);
    expect(meetingAbilities(member("Executive"), meeting("Review")).comment).toBe(false);
  });

  it("gives a member without access nothing, whatever their role", () => {
    for (const role of roles) {
      const a = meetingAbilities(
        { membership: { role, accessAllowed: false }, organisation: { parentId: null } },
        meeting("InProgress"),
      );
      expect(Object.values(a).some(Boolean)).toBe(false);
    }
  });
});
