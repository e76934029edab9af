import { accessFlagsFor } from "../../../common/access.js";
import { isGoverningRole } from "../../../common/roles.js";
import type { OrgActor } from "../../http/actor.js";

export type InterestsAction = "list" | "declare" | "manage";

/**
 * Everyone with the Interests item reads the register and its PDF (Executive/Guest
 * have no such item). Those who can log in declare and keep their own interests
 * ("declare"); Administrator, Secretary and Chair keep anyone's ("manage").
 */
export function can(orgActor: OrgActor, action: InterestsAction): boolean {
  const { role, accessAllowed, loginEnabled } = orgActor.membership;
  const flags = accessFlagsFor({
    role,
    accessAllowed,
    isCommittee: orgActor.organisation.parentId !== null,
  });
  switch (action) {
    case "list":
      return flags.interestRegister;
    case "declare":
      return flags.interestRegister && loginEnabled;
    case "manage":
      return flags.interestRegister && loginEnabled && isGoverningRole(role);
  }
}

/** Whether this caller may change this person's entries. */
export function mayEditInterestsOf(orgActor: OrgActor, personId: string): boolean {
  if (personId === orgActor.actor.personId) return can(orgActor, "declare");
  return can(orgActor, "manage");
}
