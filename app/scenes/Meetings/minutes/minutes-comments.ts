import type { AgendaItemView, MeetingDetail } from "../../../../common/contracts/meetings.js";

/**
 * The comments on the draft minutes: not shown, taken (list and form), or only read once the
 * minutes have moved on (confirmed, or the meeting cancelled).
 */
export type CommentsMode = "hidden" | "open" | "closed";

type MeetingFacts = Pick<MeetingDetail, "State" | "Abilities" | "Agenda" | "CancelledAt">;

/** The server takes comments from whoever may read the agenda, in Draft Minutes and Minutes in Review. */
export function commentsMode(meeting: MeetingFacts): CommentsMode {
  if (meeting.Agenda === null || !meeting.Abilities.readAgenda) return "hidden";
  const taking = meeting.State === "InProgress" || meeting.State === "Review";
  if (taking && meeting.CancelledAt === null) return "open";
  if (taking || meeting.State === "Complete") return "closed";
  return "hidden";
}

/** Organisers send the finished draft minutes out for comment while they are in review. */
export function canCirculateMinutes(meeting: Pick<MeetingDetail, "State" | "Abilities">): boolean {
  return meeting.Abilities.edit && meeting.State === "Review";
}

/** The items something can be said to happen at or be about: section headings are left out. */
export function minutableItems(agenda: readonly AgendaItemView[] | null): AgendaItemView[] {
  return (agenda ?? []).filter((item) => !item.IsHeading);
}
