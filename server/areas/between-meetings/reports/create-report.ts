import type { CreateReportBody } from "../../../../common/contracts/reports.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { richTextToStore } from "../../../db/rich-text-columns.js";
import { reports } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { checkLibraryFiles, replaceAttachedFiles, reportFileLink } from "../library-files.js";
import { checkAudiencePeople } from "./report-choices.js";
import { requireReportsEntitlement } from "./report-entitlement.js";

/** Writes a report as a Draft, which only its author and its keepers see until it is sent. */
export async function createReport(
  db: Db,
  org: OrgActor,
  input: CreateReportBody,
): Promise<{ reportId: string }> {
  return db.transaction(async (tx) => {
    const organisationId = org.organisation.id;
    await requireReportsEntitlement(tx, organisationId);
    const personIds =
      input.audience === "people"
        ? await checkAudiencePeople(tx, organisationId, input.personIds ?? [])
        : [];
    const files = await checkLibraryFiles(tx, org, input.documentVersionIds);
    const text = richTextToStore(input, "executiveSummary");
    const [report] = await tx
      .insert(reports)
      .values({
        organisationId,
        title: input.title,
        executiveSummary: text.executiveSummary,
        executiveSummaryDoc: text.executiveSummaryDoc,
        authorPersonId: org.actor.personId,
        audience: input.audience,
        audienceRoles: input.audience === "roles" ? [...new Set(input.roles)] : [],
        audiencePersonIds: personIds,
      })
      .returning();
    if (!report) throw new Error("report insert returned nothing");
    await replaceAttachedFiles(tx, reportFileLink, report.id, files);
    await writeAudit(tx, {
      organisationId,
      actorPersonId: org.actor.personId,
      action: "report.create",
      subjectType: "report",
      subjectId: report.id,
      after: { ...report, documentVersionIds: files },
    });
    return { reportId: report.id };
  });
}
