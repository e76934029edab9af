import type { Role } from "../../../common/roles.js";

// The server decides (server/areas/meetings/policy.ts); these only hide buttons it would
// refuse, as the organisation's role is all /api/me tells the app before a meeting loads.

/** Who adds meetings: Administrator, Secretary, Chair and Senior Executive. */
export function canAddMeetings(role: Role): boolean {
  return (
    role === "Administrator" ||
    role === "PersonalAssistant" ||
    role === "Chairman" ||
    role === "ExecutiveDirector"
  );
}

/** Who keeps the organisation's meeting locations: Administrator, Secretary and Chair. */
export function canManageLocations(role: Role): boolean {
  return role === "Administrator" || role === "PersonalAssistant" || role === "Chairman";
}
