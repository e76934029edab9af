import type {
  ReportAudience,
  ReportStatus,
} from "../../../../common/between-meetings/report-status.js";
import type { Role } from "../../../../common/roles.js";
import type { OrgActor } from "../../../http/actor.js";
import { type BetweenMeetingsMember, can } from "../policy.js";

/** What the report rules read of a member: the between-meetings rules' facts and who they are. */
export type ReportMember = BetweenMeetingsMember & { actor: Pick<OrgActor["actor"], "personId"> };

/** What the report rules read of a report. */
export type ReportFacts = {
  authorPersonId: string;
  status: ReportStatus;
  audience: ReportAudience;
  audienceRoles: readonly string[];
  audiencePersonIds: readonly string[];
};

/**
 * Besides its author, the Administrators and Secretaries keep every report: they see drafts, and
 * sent reports whatever the audience, and may change, send and delete them, so a report is never
 * stuck while its author is away. They are in every folder's audience in the library too
 * (common/documents/folder-audience.ts). The Chair and the Senior Executive write reports of
 * their own and read others' as their audience.
 */
const keepers: readonly Role[] = ["Administrator", "PersonalAssistant"];

/** Whether a member is in a report's audience (the author is never asked: they always see it). */
export function inReportAudience(
  report: Pick<ReportFacts, "audience" | "audienceRoles" | "audiencePersonIds">,
  member: { personId: string; role: Role },
): boolean {
  switch (report.audience) {
    case "board":
      return true;
    case "roles":
      return report.audienceRoles.includes(member.role);
    case "people":
      return report.audiencePersonIds.includes(member.personId);
  }
}

/** Change, send, resend, delete, and see the e-mail history and every read receipt. */
export function managesReport(member: ReportMember, report: ReportFacts): boolean {
  if (!can(member, "host")) return false;
  return (
    report.authorPersonId === member.actor.personId || keepers.includes(member.membership.role)
  );
}

/**
 * Who sees a report: its author and its keepers always, a Draft nobody else; once sent, everyone
 * with Between Meetings in its audience. Executive / Guest never (no Between Meetings).
 */
export function readsReport(member: ReportMember, report: ReportFacts): boolean {
  if (!can(member, "read")) return false;
  if (report.authorPersonId === member.actor.personId || managesReport(member, report)) return true;
  return (
    report.status === "Sent" &&
    inReportAudience(report, {
      personId: member.actor.personId,
      role: member.membership.role,
    })
  );
}
