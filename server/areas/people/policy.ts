import { accessFlagsFor } from "../../../common/access.js";
import type { PersonAbilities } from "../../../common/contracts/people.js";
import { isGoverningRole } from "../../../common/roles.js";
import type { OrgActor } from "../../http/actor.js";

export type PeopleAction = "list" | "manage" | "transferOwnership" | "readChanges";

/**
 * Everyone with the People item reads the directory (Executive/Guest included; Senior
 * Executives have none). Administrator, Chair and Secretary run it; only the current
 * account owner hands ownership over.
 */
export function can(orgActor: OrgActor, action: PeopleAction): boolean {
  const { role, accessAllowed, loginEnabled } = orgActor.membership;
  const flags = accessFlagsFor({
    role,
    accessAllowed,
    isCommittee: orgActor.organisation.parentId !== null,
  });
  const manages = flags.people && loginEnabled && isGoverningRole(role);
  switch (action) {
    case "list":
      return flags.people;
    case "manage":
    case "readChanges":
      return manages;
    case "transferOwnership":
      return manages && orgActor.organisation.accountOwnerPersonId === orgActor.actor.personId;
  }
}

/**
 * Nobody changes their own role, revokes their own access or removes themselves; the account
 * owner is never removed.
 */
export function isSelf(orgActor: OrgActor, personId: string): boolean {
  return personId === orgActor.actor.personId;
}
export function isAccountOwner(orgActor: OrgActor, personId: string): boolean {
  return personId === orgActor.organisation.accountOwnerPersonId;
}

/** What the viewer may do to this person: the directory sends it, the commands refuse the rest. */
export function personAbilities(orgActor: OrgActor, personId: string): PersonAbilities {
  const manages = can(orgActor, "manage");
  return {
    edit: manages,
    changeRole: manages && !isSelf(orgActor, personId),
    changeAccess: manages && !isSelf(orgActor, personId),
    remove: manages && !isSelf(orgActor, personId) && !isAccountOwner(orgActor, personId),
    transferOwnership: can(orgActor, "transferOwnership") && !isAccountOwner(orgActor, personId),
  };
}
