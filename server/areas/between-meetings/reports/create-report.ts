import type { CreateReportBody } from "../../../../common/contracts/reports.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { reportFiles, reports } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { checkAudiencePeople, checkReportFiles } from "./report-choices.js";
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
    const files = await checkReportFiles(tx, org, input.documentVersionIds);
    const [report] = await tx
      .insert(reports)
      .values({
        organisationId,
        title: input.title,
        executiveSummary: input.executiveSummary,
        authorPersonId: org.actor.personId,
        audience: input.audience,
        audienceRoles: input.audience === "roles" ? [...new Set(input.roles)] : [],
        audiencePersonIds: personIds,
      })
      .returning();
    if (!report) throw new Error("report insert returned nothing");
    if (files.length > 0)
      await tx
        .insert(reportFiles)
        .values(
          files.map((id, i) => ({ reportId: report.id, documentVersionId: id, position: i })),
        );
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
