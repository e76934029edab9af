import type { MeetingDetail } from "../../../../common/contracts/meetings.js";

/** How the minutes show on the meeting page: not yet, to read, or to take. */
export type MinutesMode = "hidden" | "read" | "edit";

type MeetingFacts = Pick<MeetingDetail, "State" | "Abilities" | "Agenda">;

const minutesStates: ReadonlySet<MeetingDetail["State"]> = new Set([
  "InProgress",
  "Review",
  "Complete",
]);

/**
 * Minutes appear once the meeting is in Draft Minutes. Organisers take them in Draft Minutes
 * and Minutes in Review; confirmed minutes (Complete) are locked, so everyone reads them.
 */
export function minutesMode(meeting: MeetingFacts): MinutesMode {
  if (meeting.Agenda === null || !minutesStates.has(meeting.State)) return "hidden";
  if (meeting.Abilities.edit && meeting.State !== "Complete") return "edit";
  return "read";
}

/** Votes open, and earlier minutes are confirmed, only while minutes are drafted. */
export function isDraftingMinutes(meeting: Pick<MeetingDetail, "State">): boolean {
  return meeting.State === "InProgress";
}
