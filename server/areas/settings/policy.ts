import { accessFlagsFor } from "../../../common/access.js";
import type { OrgActor } from "../../http/actor.js";

export type SettingsAction = "read" | "update" | "manageImages" | "viewImages";

/**
 * Organisation settings follow the settings access flag (Administrator, Chair and
 * Secretary in the board-portal role table), so the menu item and the API agree.
 * The country is the exception: only support users change it (a support-only route).
 */
export function can(orgActor: OrgActor, action: SettingsAction): boolean {
  const { role, accessAllowed } = orgActor.membership;
  if (!accessAllowed) return false;
  const flags = accessFlagsFor({
    role,
    accessAllowed,
    isCommittee: orgActor.organisation.parentId !== null,
  });
  switch (action) {
    case "viewImages":
      // Every member sees the organisation's logo and icon (the shell shows them).
      return true;
    case "read":
    case "update":
    case "manageImages":
      return flags.settings;
  }
}
