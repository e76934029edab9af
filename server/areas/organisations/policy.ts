import type { OrgActor } from "../../http/actor.js";
import { canManageCommittees } from "../committees/policy.js";

export type OrganisationAction = "read" | "createCommittee" | "verifyAudit" | "manageFeatureFlags";

/** Who may do what to an organisation itself; people are the People area's (areas/people/policy.ts). */
export function can(orgActor: OrgActor, action: OrganisationAction): boolean {
  if (!orgActor.membership.accessAllowed) return false;
  const role = orgActor.membership.role;
  switch (action) {
    case "read":
      return true;
    case "createCommittee":
      // The committees policy decides, for the Committees page and the shell alike.
      return canManageCommittees(orgActor);
    case "verifyAudit":
    case "manageFeatureFlags":
      return role === "Administrator";
  }
}
