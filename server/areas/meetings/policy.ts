import { accessFlagsFor } from "../../../common/access.js";
import type { MeetingAbilities } from "../../../common/contracts/meetings.js";
import type { MeetingState } from "../../../common/meetings/meeting-state.js";
import { isGoverningRole, type Role } from "../../../common/roles.js";
import type { OrgActor } from "../../http/actor.js";

export type MeetingAction =
  | "list"
  | "read"
  | "readAgenda"
  | "create"
  | "edit"
  | "manageLocations"
  | "reverseConfirmation";

/** Who adds and runs meetings (board-portal behaviour): Administrator, Secretary, Chair, Senior Executive. */
const organisers: readonly Role[] = [
  "Administrator",
  "PersonalAssistant",
  "Chairman",
  "ExecutiveDirector",
];

/** What the meeting rules read of a member: their role and access, and the organisation's shape. */
export type MeetingMember = {
  membership: Pick<OrgActor["membership"], "role" | "accessAllowed">;
  organisation: Pick<OrgActor["organisation"], "parentId">;
};

/** Whether a member may do something; only their membership and the organisation's shape decide. */
export function can(orgActor: MeetingMember, action: MeetingAction): boolean {
  const { role, accessAllowed } = orgActor.membership;
  if (!accessAllowed) return false;
  const flags = accessFlagsFor({
    role,
    accessAllowed,
    isCommittee: orgActor.organisation.parentId !== null,
  });
  switch (action) {
    case "list":
    case "read":
      return flags.meetings;
    case "readAgenda":
      // Executives/guests see the dates of meetings, not agendas, packs or minutes.
      return flags.meetings && role !== "Executive";
    case "create":
    case "edit":
      return organisers.includes(role);
    case "manageLocations":
    case "reverseConfirmation":
      // Administrator, Chair or Secretary (board-portal behaviour).
      return isGoverningRole(role);
  }
}

/** What the record-level rules read of a meeting. */
export type MeetingFacts = { state: MeetingState; cancelledAt: Date | null };

/**
 * Why nothing on a meeting may change: confirmed minutes are locked until an Administrator,
 * Chair or Secretary reverses the confirmation; a cancelled meeting stays only for the record.
 */
export function recordLock(meeting: MeetingFacts): "confirmed" | "cancelled" | null {
  if (meeting.state === "Complete") return "confirmed";
  if (meeting.cancelledAt !== null) return "cancelled";
  return null;
}

/** Minutes are written once the agenda is published, until they are confirmed. */
export const minutesStates: ReadonlySet<MeetingState> = new Set([
  "PublishedAgenda",
  "InProgress",
  "Review",
]);

/** Members comment on draft minutes while they are drafted or in review. */
const commentStates: ReadonlySet<MeetingState> = new Set(["InProgress", "Review"]);

/**
 * What the caller may do with this meeting: the meeting's detail carries it and the commands
 * ask the same questions, so a button shows exactly when the server would accept its request.
 */
export function meetingAbilities(orgActor: MeetingMember, meeting: MeetingFacts): MeetingAbilities {
  const edit = can(orgActor, "edit");
  const readAgenda = can(orgActor, "readAgenda");
  const open = recordLock(meeting) === null;
  const drafting = edit && open && meeting.state === "InProgress";
  return {
    readAgenda,
    edit,
    editAgenda: edit && open,
    takeMinutes: edit && open && minutesStates.has(meeting.state),
    openVotes: drafting,
    confirmEarlierMinutes: drafting,
    comment: readAgenda && open && commentStates.has(meeting.state),
    circulateMinutes: edit && open && meeting.state === "Review",
    manageLocations: can(orgActor, "manageLocations"),
  };
}
