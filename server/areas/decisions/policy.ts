import { accessFlagsFor } from "../../../common/access.js";
import type { OrgActor } from "../../http/actor.js";

export type DecisionAction = "list";

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
  }
}
