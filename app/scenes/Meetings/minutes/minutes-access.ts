import type { MeetingDetail } from "../../../../common/contracts/meetings.js";

/** How the minutes show on the meeting page: not yet, to read, or to take. */
export type MinutesMode = "hidden" | "read" | "edit";

type MeetingFacts = Pick<MeetingDetail, "State" | "Abilities" | "Agenda">;

/** The stages whose page shows the minutes: from Draft Minutes on. */
const shownStates: ReadonlySet<MeetingDetail["State"]> = new Set([
  "InProgress",
  "Review",
  "Complete",
]);

/**
 * Minutes appear once the meeting is in Draft Minutes; whoever the server lets take them
 * (Abilities.takeMinutes) gets the editor, everyone else reads them.
 */
export function minutesMode(meeting: MeetingFacts): MinutesMode {
  if (meeting.Agenda === null || !shownStates.has(meeting.State)) return "hidden";
  return meeting.Abilities.takeMinutes ? "edit" : "read";
}
