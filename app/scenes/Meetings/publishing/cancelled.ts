import type { MeetingDetail } from "../../../../common/contracts/meetings.js";

/**
 * A cancelled meeting stays for the record, but the server refuses every change to it, so the
 * page shows it as if nobody may edit it: no transitions, no edit ability.
 */
export function readOnlyIfCancelled(meeting: MeetingDetail): MeetingDetail {
  if (meeting.CancelledAt === null) return meeting;
  return { ...meeting, Transitions: [], Abilities: { ...meeting.Abilities, edit: false } };
}
