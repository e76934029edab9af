import type { OrgActor } from "../../http/actor.js";

export type OrganisationAction = "read" | "createCommittee" | "verifyAudit" | "manageFeatureFlags";

/** Who may do what to an organisation itself; people are the People area's (areas/people/policy.ts). */
export function can(orgActor: OrgActor, action: OrganisationAction): boolean {
  if (!orgActor.membership.accessAllowed) return false;
  const role = orgActor.membership.role;
  switch (action) {
    case "read":
      return true;
    case "createCommittee":
      // Spec §5: only for boards where the user has admin access; never inside a committee.
      return role === "Administrator" && orgActor.organisation.parentId === null;
    case "verifyAudit":
    case "manageFeatureFlags":
      return role === "Administrator";
  }
}
