import type { AccessFlag, AccessFlags } from "../../../common/access.js";

export type SidebarItemKey =
  | "meetings"
  | "actions"
  | "decisions"
  | "betweenMeetings"
  | "documents"
  | "people"
  | "interests"
  | "committees"
  | "settings";

/** Route paths of the items; every per-organisation page takes the organisation id. */
export type SidebarRoute =
  | "/meetings/$orgId"
  | "/action-items/$orgId"
  | "/decision-register/$orgId"
  | "/between-meetings/$orgId"
  | "/meeting-documents/$orgId"
  | "/people/$orgId"
  | "/interests-register/$orgId"
  | "/committees/$orgId"
  | "/organisation-settings/$orgId";

export type SidebarItem = {
  key: SidebarItemKey;
  to: SidebarRoute;
  flag: AccessFlag;
};

/** The spec's fixed order (§2); each item needs the access flag the server computed. */
const perOrganisation: readonly SidebarItem[] = [
  { key: "meetings", to: "/meetings/$orgId", flag: "meetings" },
  { key: "actions", to: "/action-items/$orgId", flag: "action" },
  { key: "decisions", to: "/decision-register/$orgId", flag: "decisionRegister" },
  { key: "betweenMeetings", to: "/between-meetings/$orgId", flag: "between_meetings" },
  { key: "documents", to: "/meeting-documents/$orgId", flag: "documents" },
  { key: "people", to: "/people/$orgId", flag: "people" },
  { key: "interests", to: "/interests-register/$orgId", flag: "interestRegister" },
  { key: "committees", to: "/committees/$orgId", flag: "committees" },
  { key: "settings", to: "/organisation-settings/$orgId", flag: "settings" },
];

export function sidebarItems(access: AccessFlags): SidebarItem[] {
  return perOrganisation.filter((item) => access[item.flag]);
}

export function sidebarHref(item: SidebarItem, orgId: string): string {
  return item.to.replace("$orgId", encodeURIComponent(orgId));
}

export type PartnerItem = {
  key: "organisations" | "people";
  to: "/partner/organisations" | "/partner/people";
};

const partner: readonly PartnerItem[] = [
  { key: "organisations", to: "/partner/organisations" },
  { key: "people", to: "/partner/people" },
];

/** Support staff see the partner views (spec §6) in place of the Dashboard; nobody else does. */
export function partnerItems(isSupport: boolean): PartnerItem[] {
  return isSupport ? [...partner] : [];
}
