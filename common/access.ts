import type { Role } from "./roles.js";

/** The access flags of spec §3, computed on the server and sent to the client. */
export const accessFlagNames = [
  "meetings",
  "action",
  "decisionRegister",
  "between_meetings",
  "documents",
  "documents_governance",
  "people",
  "interestRegister",
  "committees",
  "settings",
] as const;

export type AccessFlag = (typeof accessFlagNames)[number];
export type AccessFlags = Record<AccessFlag, boolean>;

const everything: AccessFlags = {
  meetings: true,
  action: true,
  decisionRegister: true,
  between_meetings: true,
  documents: true,
  documents_governance: true,
  people: true,
  interestRegister: true,
  committees: true,
  settings: true,
};

const nothing: AccessFlags = {
  meetings: false,
  action: false,
  decisionRegister: false,
  between_meetings: false,
  documents: false,
  documents_governance: false,
  people: false,
  interestRegister: false,
  committees: false,
  settings: false,
};

/**
 * What each role may open, from the board-portal role table: members mostly read,
 * senior executives run meetings and documents but not people or settings, and
 * executives/guests see meeting dates, the people list and their own actions only.
 */
const byRole: Record<Role, AccessFlags> = {
  Administrator: everything,
  Chairman: everything,
  PersonalAssistant: everything,
  Director: { ...everything, settings: false },
  ExecutiveDirector: { ...everything, people: false, settings: false, committees: false },
  Executive: { ...nothing, meetings: true, action: true, people: true },
};

export type MembershipForAccess = {
  role: Role;
  accessAllowed: boolean;
  /** Committees are organisations with a parent; they never list committees of their own. */
  isCommittee: boolean;
};

export function accessFlagsFor(membership: MembershipForAccess): AccessFlags {
  if (!membership.accessAllowed) return { ...nothing };
  const flags = { ...byRole[membership.role] };
  if (membership.isCommittee) flags.committees = false;
  return flags;
}

export function noAccess(): AccessFlags {
  return { ...nothing };
}
