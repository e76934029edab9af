import { accessFlagsFor } from "../../../common/access.js";
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

/** Whether a member may do something; only their membership and the organisation's shape decide. */
export function can(
  orgActor: Pick<OrgActor, "membership" | "organisation">,
  action: MeetingAction,
): boolean {
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
