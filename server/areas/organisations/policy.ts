import { accessFlagsFor } from "../../../common/access.js";
import { isGoverningRole } from "../../../common/roles.js";
import type { OrgActor } from "../../http/actor.js";

export type OrganisationAction =
  | "read"
  | "listMembers"
  | "addMember"
  | "createCommittee"
  | "verifyAudit"
  | "manageFeatureFlags";

function flags(orgActor: OrgActor) {
  return accessFlagsFor({
    role: orgActor.membership.role,
    accessAllowed: orgActor.membership.accessAllowed,
    isCommittee: orgActor.organisation.parentId !== null,
  });
}

/** Who may do what to an organisation itself; the access flags decide what each role may open. */
export function can(orgActor: OrgActor, action: OrganisationAction): boolean {
  if (!orgActor.membership.accessAllowed) return false;
  const role = orgActor.membership.role;
  switch (action) {
    case "read":
      return true;
    case "listMembers":
      return flags(orgActor).people;
    case "addMember":
      return isGoverningRole(role);
    case "createCommittee":
      // Spec §5: only for boards where the user has admin access; never inside a committee.
      return role === "Administrator" && orgActor.organisation.parentId === null;
    case "verifyAudit":
    case "manageFeatureFlags":
      return role === "Administrator";
  }
}
