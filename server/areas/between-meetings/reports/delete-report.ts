import { eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { reports } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { attachedFileIds, reportFileLink } from "../library-files.js";
import { lockReportToChange } from "./report-record.js";

/** Deletes a Draft (its audience never saw it) with its files' places and comments. */
export async function deleteReport(db: Db, org: OrgActor, reportId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const report = await lockReportToChange(tx, org, reportId);
    if (report.status !== "Draft")
      throw new AppError(
        "conflict",
        "Only a draft can be deleted: a sent report stays on the record.",
      );
    const files = await attachedFileIds(tx, reportFileLink, report.id);
    await tx.delete(reports).where(eq(reports.id, report.id));
    await writeAudit(tx, {
      organisationId: report.organisationId,
      actorPersonId: org.actor.personId,
      action: "report.delete",
      subjectType: "report",
      subjectId: report.id,
      before: { ...report, documentVersionIds: files },
    });
  });
}
