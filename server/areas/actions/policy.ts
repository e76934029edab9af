import { accessFlagsFor } from "../../../common/access.js";
import { isGoverningRole } from "../../../common/roles.js";
import type { OrgActor } from "../../http/actor.js";

export type ActionsAction = "list" | "update" | "manage";

/**
 * Everyone with the Actions item sees and updates their own actions (Executives
 * see only theirs); only Administrator, Secretary and Chair change owners and due
 * dates, update anyone's, or send reminders ("manage").
 */
export function can(orgActor: OrgActor, action: ActionsAction): boolean {
  const { role, accessAllowed } = orgActor.membership;
  const flags = accessFlagsFor({
    role,
    accessAllowed,
    isCommittee: orgActor.organisation.parentId !== null,
  });
  switch (action) {
    case "list":
    case "update":
      return flags.action;
    case "manage":
      return flags.action && isGoverningRole(role);
  }
}

/** Owners update the status of their own actions; whoever manages actions updates anyone's. */
export function canUpdateAction(orgActor: OrgActor, ownerIds: readonly string[]): boolean {
  if (can(orgActor, "manage")) return true;
  return can(orgActor, "update") && ownerIds.includes(orgActor.actor.personId);
}

/** Whether the list shows everyone's actions or only the viewer's own. */
export function seesAllActions(orgActor: OrgActor): boolean {
  return orgActor.membership.role !== "Executive";
}
