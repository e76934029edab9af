import { accessFlagsFor } from "../../../common/access.js";
import { isGoverningRole } from "../../../common/roles.js";
import type { OrgActor } from "../../http/actor.js";

export type DecisionAction = "list" | "amend";

/**
 * Everyone with the Decisions item reads the register and its exports. Amending a confirmed
 * decision is for those who keep the record: Administrator, Secretary and Chair.
 */
export function can(orgActor: OrgActor, action: DecisionAction): boolean {
  const { role, accessAllowed } = orgActor.membership;
  const flags = accessFlagsFor({
    role,
    accessAllowed,
    isCommittee: orgActor.organisation.parentId !== null,
  });
  switch (action) {
    case "list":
      return flags.decisionRegister;
    case "amend":
      return flags.decisionRegister && isGoverningRole(role);
  }
}
