import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.js";
import { reportFileReads, reportNotices, reportReads, reports } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { recordRead } from "../../reads/record-read.js";
import { audienceMembersOf, authorAddress } from "./report-audience.js";
import { mailEveryoneHasRead } from "./report-mail.js";
import type { ReportRecord } from "./report-record.js";

/** Whether an open is a read receipt: a reader's, of a sent report (the author's own are not). */
const isReceipt = (org: OrgActor, report: ReportRecord) =>
  report.status === "Sent" && report.authorPersonId !== org.actor.personId;

/**
 * A reader opened the report: the first and the last time are kept. When this was someone's
 * first read, it may have been the last one the audience owed, and the author is told.
 */
export async function recordReportRead(
  db: Db,
  org: OrgActor,
  report: ReportRecord,
  baseUrl: string,
): Promise<void> {
  if (!isReceipt(org, report)) return;
  await db.transaction(async (tx) => {
    const [read] = await tx
      .insert(reportReads)
      .values({ reportId: report.id, personId: org.actor.personId })
      .onConflictDoUpdate({
        target: [reportReads.reportId, reportReads.personId],
        set: { lastAt: sql`now()`, times: sql`${reportReads.times} + 1` },
      })
      // xmax is 0 on a row this statement inserted: a first read.
      .returning({ first: sql<boolean>`(xmax = 0)` });
    if (read?.first) await tellAuthorWhenEveryoneHasRead(tx, report.id, baseUrl);
  });
}

/**
 * The author's "everyone has read it" e-mail, exactly once per report: the report is locked
 * first, so of two readers finishing together the second sees the first's read; the notice's
 * key is then claimed, so it never goes twice. "Everyone" is the audience who can sign in (the
 * others cannot open it); reading again, or a resend, never sends it again.
 */
async function tellAuthorWhenEveryoneHasRead(
  tx: Tx,
  reportId: string,
  baseUrl: string,
): Promise<void> {
  const [report] = await tx
    .select()
    .from(reports)
    .where(eq(reports.id, reportId))
    .for("no key update");
  if (report?.status !== "Sent") return;
  const readers = (await audienceMembersOf(tx, report)).filter((m) => m.email !== null);
  if (readers.length === 0) return;
  const read = await tx
    .select({ personId: reportReads.personId })
    .from(reportReads)
    .where(
      and(
        eq(reportReads.reportId, report.id),
        inArray(
          reportReads.personId,
          readers.map((r) => r.personId),
        ),
      ),
    );
  if (read.length < readers.length) return;
  const [claimed] = await tx
    .insert(reportNotices)
    .values({ reportId: report.id, kind: "allRead" })
    .onConflictDoNothing()
    .returning({ kind: reportNotices.kind });
  if (!claimed) return;
  const author = await authorAddress(tx, report);
  if (author) await mailEveryoneHasRead(tx, report, author, readers.length, baseUrl);
}

/**
 * A reader opened one of the report's files from it: the report's own receipt, and the
 * library's (file_reads), which records every open of a library document.
 */
export async function recordReportFileRead(
  db: Db,
  org: OrgActor,
  report: ReportRecord,
  file: { documentVersionId: string; documentId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await recordRead(tx, org, { kind: "document", id: file.documentId });
    if (!isReceipt(org, report)) return;
    await tx
      .insert(reportFileReads)
      .values({
        reportId: report.id,
        documentVersionId: file.documentVersionId,
        personId: org.actor.personId,
      })
      .onConflictDoUpdate({
        target: [
          reportFileReads.reportId,
          reportFileReads.documentVersionId,
          reportFileReads.personId,
        ],
        set: { lastAt: sql`now()`, times: sql`${reportFileReads.times} + 1` },
      });
  });
}
