import type { OrgActor } from "../../http/actor.js";

export type SearchAction = "search";

/**
 * Everyone whose membership is open may search: what they find is narrowed record by record to
 * what their role, committees and folder audiences let them read (search-scope.ts), so a member
 * who reads nothing searches nothing, and learns nothing from the attempt.
 */
export function can(orgActor: OrgActor, action: SearchAction): boolean {
  switch (action) {
    case "search":
      return orgActor.membership.accessAllowed;
  }
}
