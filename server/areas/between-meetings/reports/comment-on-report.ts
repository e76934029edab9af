import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { reportComments } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { readableReport } from "./report-record.js";

/**
 * A comment on a report from anyone who reads it: its audience once sent, and its author and
 * keepers on a Draft (a note before it goes).
 */
export async function commentOnReport(
  db: Db,
  org: OrgActor,
  reportId: string,
  body: string,
): Promise<{ commentId: string }> {
  return db.transaction(async (tx) => {
    // Locked, so a Draft deleted meanwhile is "not found", never a broken reference.
    const report = await readableReport(tx, org, reportId, true);
    const [comment] = await tx
      .insert(reportComments)
      .values({ reportId: report.id, personId: org.actor.personId, body })
      .returning({ id: reportComments.id });
    if (!comment) throw new Error("comment insert returned nothing");
    await writeAudit(tx, {
      organisationId: report.organisationId,
      actorPersonId: org.actor.personId,
      action: "report.comment",
      subjectType: "report",
      subjectId: report.id,
      after: { commentId: comment.id, body },
    });
    return { commentId: comment.id };
  });
}
