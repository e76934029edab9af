import { eq } from "drizzle-orm";
import type { UpdateReportBody } from "../../../../common/contracts/reports.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { richTextToStore } from "../../../db/rich-text-columns.js";
import { reports } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import {
  attachedFileIds,
  checkLibraryFiles,
  replaceAttachedFiles,
  reportFileLink,
} from "../library-files.js";
import { checkAudiencePeople } from "./report-choices.js";
import { lockReportToChange } from "./report-record.js";

/**
 * Changes a report's title, summary, files or audience, as a Draft or once sent: a sent report
 * may be corrected, and the change is not e-mailed (sending it again tells the audience). A new
 * audience takes effect at once: someone left out no longer sees it. Its read receipts stay.
 */
export async function updateReport(
  db: Db,
  org: OrgActor,
  reportId: string,
  body: UpdateReportBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const report = await lockReportToChange(tx, org, reportId);
    const audience = body.audience ?? report.audience;
    const personIds =
      body.audience === undefined
        ? report.audiencePersonIds
        : body.audience === "people"
          ? await checkAudiencePeople(tx, report.organisationId, body.personIds ?? [])
          : [];
    const filesBefore = await attachedFileIds(tx, reportFileLink, report.id);
    // A summary sent as a document brings its plain text.
    const text = richTextToStore(body, "executiveSummary");
    const files =
      body.documentVersionIds === undefined
        ? filesBefore
        : await checkLibraryFiles(tx, org, body.documentVersionIds, filesBefore);
    const [changed] = await tx
      .update(reports)
      .set({
        ...(body.title === undefined ? {} : { title: body.title }),
        ...(text.executiveSummary === undefined ? {} : { executiveSummary: text.executiveSummary }),
        ...(text.executiveSummaryDoc === undefined
          ? {}
          : { executiveSummaryDoc: text.executiveSummaryDoc }),
        audience,
        audienceRoles:
          body.audience === undefined
            ? report.audienceRoles
            : body.audience === "roles"
              ? [...new Set(body.roles)]
              : [],
        audiencePersonIds: personIds,
        updatedAt: new Date(),
      })
      .where(eq(reports.id, report.id))
      .returning();
    if (!changed) throw new Error("report update returned nothing");
    if (body.documentVersionIds !== undefined)
      await replaceAttachedFiles(tx, reportFileLink, report.id, files);
    await writeAudit(tx, {
      organisationId: report.organisationId,
      actorPersonId: org.actor.personId,
      action: "report.update",
      subjectType: "report",
      subjectId: report.id,
      before: { ...report, documentVersionIds: filesBefore },
      after: { ...changed, documentVersionIds: files },
    });
  });
}
