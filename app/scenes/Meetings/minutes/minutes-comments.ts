import type { AgendaItemView, MeetingDetail } from "../../../../common/contracts/meetings.js";

/**
 * The comments on the draft minutes: not shown, taken (list and form), or only read once the
 * minutes have moved on (confirmed, or the meeting cancelled).
 */
export type CommentsMode = "hidden" | "open" | "closed";

type MeetingFacts = Pick<MeetingDetail, "State" | "Abilities" | "Agenda">;

/** The stages in which comments were taken, so those already made are still shown. */
const commentedStates: ReadonlySet<MeetingDetail["State"]> = new Set([
  "InProgress",
  "Review",
  "Complete",
]);

/** Open while the server takes the viewer's comments (Abilities.comment); read once they have closed. */
export function commentsMode(meeting: MeetingFacts): CommentsMode {
  if (meeting.Agenda === null || !meeting.Abilities.readAgenda) return "hidden";
  if (meeting.Abilities.comment) return "open";
  return commentedStates.has(meeting.State) ? "closed" : "hidden";
}

/** The items something can be said to happen at or be about: section headings are left out. */
export function minutableItems(agenda: readonly AgendaItemView[] | null): AgendaItemView[] {
  return (agenda ?? []).filter((item) => !item.IsHeading);
}
