/** The areas the top bar breadcrumb can name (spec §2, new design). */
export type BreadcrumbArea =
  | "dashboard"
  | "meetings"
  | "actions"
  | "decisions"
  | "betweenMeetings"
  | "documents"
  | "people"
  | "interests"
  | "committees"
  | "settings"
  | "myAccount";

/** First path segment → area. Detail pages belong to the area of their list. */
const areaByPrefix: Record<string, BreadcrumbArea> = {
  "my-home": "dashboard",
  meetings: "meetings",
  meeting: "meetings",
  pack: "meetings",
  "minutes-signing": "meetings",
  "action-items": "actions",
  "decision-register": "decisions",
  "between-meetings": "betweenMeetings",
  reports: "betweenMeetings",
  report: "betweenMeetings",
  "flying-minute": "betweenMeetings",
  "meeting-documents": "documents",
  "governance-documents": "documents",
  people: "people",
  "people-changes": "people",
  "interests-register": "interests",
  committees: "committees",
  "organisation-settings": "settings",
  "my-account": "myAccount",
};

export function breadcrumbArea(pathname: string): BreadcrumbArea | undefined {
  const segments = pathname.split("/").filter((s) => s !== "");
  const [first] = segments;
  if (first === undefined) return undefined;
  // The action e-mail lands on organisation/{orgId}/meetings/{meetingId}/actions.
  if (first === "organisation" && segments.at(-1) === "actions") return "actions";
  return areaByPrefix[first];
}
