import { eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../../db/client.js";
import { owningOrganisation } from "../../../db/owning-organisation.js";
import { reports } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { managesReport, readsReport } from "./report-access.js";

export type ReportRecord = typeof reports.$inferSelect;

/** For routes addressed by ":reportId": its organisation decides access. */
export const reportOrganisation = owningOrganisation("report", reports, reports);

export const reportNotFound = () => new AppError("notFound", "That report was not found.");

/** The report, locked for a change when `lock`. */
export async function loadReport(db: DbOrTx, id: string, lock = false): Promise<ReportRecord> {
  const query = db.select().from(reports).where(eq(reports.id, id.toLowerCase())).limit(1);
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw reportNotFound();
  return row;
}

/**
 * The report as the caller may see it: in another organisation, a Draft that is not theirs to
 * keep, or sent to an audience they are not in, it does not exist for them (404).
 */
export async function readableReport(
  db: DbOrTx,
  org: OrgActor,
  id: string,
  lock = false,
): Promise<ReportRecord> {
  const report = await loadReport(db, id, lock);
  if (report.organisationId !== org.organisation.id || !readsReport(org, report))
    throw reportNotFound();
  return report;
}

/**
 * The report, locked, for a change by one who keeps it (its author, an Administrator, the
 * Secretary). A reader who may not change it is told so (403); anyone else learns nothing.
 */
export async function lockReportToChange(tx: Tx, org: OrgActor, id: string): Promise<ReportRecord> {
  const report = await readableReport(tx, org, id, true);
  if (!managesReport(org, report))
    throw new AppError(
      "forbidden",
      "Only the report's author, an Administrator or the Secretary can change it.",
    );
  return report;
}
