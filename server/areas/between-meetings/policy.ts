import { accessFlagsFor } from "../../../common/access.js";
import type { Role } from "../../../common/roles.js";
import type { OrgActor } from "../../http/actor.js";

export type BetweenMeetingsAction = "list" | "read" | "host";

/** Who hosts flying minutes and writes reports (board-portal behaviour): Chair, Administrator, Secretary, Senior Executive. */
const hosts: readonly Role[] = [
  "Administrator",
  "Chairman",
  "PersonalAssistant",
  "ExecutiveDirector",
];

/** What the between-meetings rules read of a member. */
export type BetweenMeetingsMember = {
  membership: Pick<OrgActor["membership"], "role" | "accessAllowed" | "loginEnabled">;
  organisation: Pick<OrgActor["organisation"], "parentId">;
};

/**
 * Everyone with the Between Meetings item (not Executive/Guest) reads flying minutes once
 * started; hosts, who must be able to sign in, create and run them and see drafts.
 */
export function can(member: BetweenMeetingsMember, action: BetweenMeetingsAction): boolean {
  const { role, accessAllowed, loginEnabled } = member.membership;
  if (!accessAllowed) return false;
  const flags = accessFlagsFor({
    role,
    accessAllowed,
    isCommittee: member.organisation.parentId !== null,
  });
  switch (action) {
    case "list":
    case "read":
      return flags.between_meetings;
    case "host":
      return flags.between_meetings && loginEnabled && hosts.includes(role);
  }
}
