import type { Role } from "../roles.js";
import type { BetweenMeetingOutcome } from "./flying-minute-status.js";

/**
 * A report's life (spec §4, between-meeting statuses): Draft (its author's and its keepers')
 * → Sent (its audience reads it). Sending again keeps it Sent and e-mails the audience again.
 */
export const reportStatuses = ["Draft", "Sent"] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** "board": everyone who opens Between Meetings; "roles": members of chosen roles; "people": chosen people. */
export const reportAudiences = ["board", "roles", "people"] as const;
export type ReportAudience = (typeof reportAudiences)[number];

/** Executive / Guest has no Between Meetings, so a report is never sent to that role. */
export const reportAudienceRoles = [
  "Administrator",
  "Chairman",
  "Director",
  "ExecutiveDirector",
  "PersonalAssistant",
] as const satisfies readonly Role[];

/** A report's outcome in the spec's words: "sent" once sent, "not set" while a Draft. */
export function reportOutcome(status: ReportStatus): BetweenMeetingOutcome {
  return status === "Sent" ? "sent" : "not set";
}
