import { eq } from "drizzle-orm";
import type { ReportSent } from "../../../../common/contracts/reports.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { reportSends, reports } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { personNames } from "../../votes/queries.js";
import { type AudienceMember, audienceMembersOf } from "./report-audience.js";
import { mailReport } from "./report-mail.js";
import { lockReportToChange } from "./report-record.js";

/**
 * Sends a Draft to its audience, or a sent report again: it becomes Sent, every reader who can
 * sign in is e-mailed the link (in this transaction, so mail goes only if the send commits),
 * and the send is kept in the report's e-mail history with the names of those it could not
 * reach. An audience with nobody to e-mail is still sent: the report shows on their pages.
 */
export async function sendReport(
  db: Db,
  org: OrgActor,
  reportId: string,
  baseUrl: string,
): Promise<ReportSent> {
  return db.transaction(async (tx) => {
    const report = await lockReportToChange(tx, org, reportId);
    const again = report.status === "Sent";
    const [sent] = await tx
      .update(reports)
      .set({ status: "Sent", sentAt: new Date(), updatedAt: new Date() })
      .where(eq(reports.id, report.id))
      .returning();
    if (!sent) throw new Error("report update returned nothing");
    const audience = await audienceMembersOf(tx, sent);
    const reached = audience.filter((m): m is AudienceMember & { email: string } => !!m.email);
    const notSent = audience.filter((m) => !m.email).map((m) => m.name);
    // The e-mail names whoever sends it: an Administrator may send a report for its author.
    const sender = (await personNames(tx, [org.actor.personId])).get(org.actor.personId);
    await mailReport(tx, sent, reached, sender ?? "Someone", again, baseUrl);
    await tx.insert(reportSends).values({
      reportId: sent.id,
      sentBy: org.actor.personId,
      sentTo: reached.map((m) => m.personId),
      notSent,
    });
    await writeAudit(tx, {
      organisationId: sent.organisationId,
      actorPersonId: org.actor.personId,
      action: again ? "report.resend" : "report.send",
      subjectType: "report",
      subjectId: sent.id,
      before: { status: report.status, sentAt: report.sentAt },
      after: {
        status: sent.status,
        sentAt: sent.sentAt,
        sentTo: reached.map((m) => m.personId),
        notSent,
      },
    });
    return { reportId: sent.id, Status: sent.status, SentCount: reached.length, NotSent: notSent };
  });
}
