import { z } from "zod";

/** The six roles of spec §6, as stored and sent on the wire. */
export const roles = [
  "Administrator",
  "Chairman",
  "Director",
  "Executive",
  "ExecutiveDirector",
  "PersonalAssistant",
] as const;

export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

type RoleLabels = { board: string; committee: string };

/** Labels differ between a board and a committee for members and secretaries (spec §6). */
const labels: Record<Role, RoleLabels> = {
  Administrator: { board: "Administrator", committee: "Administrator" },
  Chairman: { board: "Chair", committee: "Chair" },
  Director: { board: "Board Member", committee: "Committee Member" },
  Executive: { board: "Executive / Guest", committee: "Executive / Guest" },
  ExecutiveDirector: { board: "Senior Executive", committee: "Senior Executive" },
  PersonalAssistant: { board: "Board Secretary", committee: "Committee Secretary" },
};

export function roleLabel(role: Role, isCommittee: boolean): string {
  return isCommittee ? labels[role].committee : labels[role].board;
}

/** Roles that run the organisation: they may change people, settings and everyone's records. */
export const governingRoles: readonly Role[] = ["Administrator", "Chairman", "PersonalAssistant"];

export function isGoverningRole(role: Role): boolean {
  return governingRoles.includes(role);
}
