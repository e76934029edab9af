import { accessFlagsFor } from "../../../common/access.js";
import type { OrgActor } from "../../http/actor.js";

export type CommitteeAction = "list" | "manage";

/** Committees belong to boards: a committee has none of its own (the flag is off there). */
export function can(orgActor: OrgActor, action: CommitteeAction): boolean {
  const { role, accessAllowed } = orgActor.membership;
  if (!accessAllowed) return false;
  const isCommittee = orgActor.organisation.parentId !== null;
  switch (action) {
    case "list":
      return accessFlagsFor({ role, accessAllowed, isCommittee }).committees;
    case "manage":
      // Spec §5: only for boards where the person has admin access.
      return role === "Administrator" && !isCommittee;
  }
}

export function canManageCommittees(orgActor: OrgActor): boolean {
  return can(orgActor, "manage");
}
