import { and, asc, desc, eq, sql } from "drizzle-orm";
import { reportOutcome } from "../../../../common/between-meetings/report-status.js";
import type {
  ReportList,
  ReportReader,
  ReportSummary,
  ReportView,
} from "../../../../common/contracts/reports.js";
import type { Role } from "../../../../common/roles.js";
import type { DbOrTx } from "../../../db/client.js";
import {
  people,
  reportComments,
  reportFileReads,
  reportReads,
  reportSends,
  reports,
} from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { personNames } from "../../votes/queries.js";
import { attachedFiles, presentAttachedFile, reportFileLink } from "../library-files.js";
import { can } from "../policy.js";
import { managesReport, readsReport } from "./report-access.js";
import { audienceMembersOf, initialsOf } from "./report-audience.js";
import { entitledToReports } from "./report-entitlement.js";
import type { ReportRecord } from "./report-record.js";

type ReadRow = { personId: string; first: string; last: string; firstAt: Date; lastAt: Date };

const readerOf = (r: ReadRow): ReportReader => ({
  PersonId: r.personId,
  Name: `${r.first} ${r.last}`.trim(),
  Initials: initialsOf(r.first, r.last),
  FirstAt: r.firstAt.toISOString(),
  LastAt: r.lastAt.toISOString(),
});

/**
 * Read receipts of the report and of its files: everyone's for those who keep the report, the
 * viewer's own for a reader (a reader sees their own state, not their colleagues').
 */
async function receiptsOf(db: DbOrTx, reportId: string, onlyPersonId: string | null) {
  const whose = (column: typeof reportReads.personId | typeof reportFileReads.personId) =>
    onlyPersonId === null ? undefined : eq(column, onlyPersonId);
  const reportRows = await db
    .select({
      personId: reportReads.personId,
      first: people.firstName,
      last: people.lastName,
      firstAt: reportReads.firstAt,
      lastAt: reportReads.lastAt,
    })
    .from(reportReads)
    .innerJoin(people, eq(people.id, reportReads.personId))
    .where(and(eq(reportReads.reportId, reportId), whose(reportReads.personId)))
    .orderBy(asc(reportReads.firstAt));
  const fileRows = await db
    .select({
      documentVersionId: reportFileReads.documentVersionId,
      personId: reportFileReads.personId,
      first: people.firstName,
      last: people.lastName,
      firstAt: reportFileReads.firstAt,
      lastAt: reportFileReads.lastAt,
    })
    .from(reportFileReads)
    .innerJoin(people, eq(people.id, reportFileReads.personId))
    .where(and(eq(reportFileReads.reportId, reportId), whose(reportFileReads.personId)))
    .orderBy(asc(reportFileReads.firstAt));
  const byFile = new Map<string, ReportReader[]>();
  for (const row of fileRows)
    byFile.set(row.documentVersionId, [
      ...(byFile.get(row.documentVersionId) ?? []),
      readerOf(row),
    ]);
  return { report: reportRows.map(readerOf), byFile };
}

/** A report as its page shows it to this viewer (who may read it: readableReport asked). */
export async function reportView(
  db: DbOrTx,
  org: OrgActor,
  report: ReportRecord,
): Promise<ReportView> {
  const keeps = managesReport(org, report);
  const me = org.actor.personId;
  const names = await personNames(db, [report.authorPersonId, ...report.audiencePersonIds]);
  const named = (id: string) => ({ PersonId: id, Name: names.get(id) ?? "" });
  const files = await attachedFiles(db, reportFileLink, report.id);
  const receipts = await receiptsOf(db, report.id, keeps ? null : me);
  const notRead =
    keeps && report.status === "Sent"
      ? (await audienceMembersOf(db, report)).filter(
          (m) => m.email !== null && !receipts.report.some((r) => r.PersonId === m.personId),
        )
      : [];
  const comments = await db
    .select({
      id: reportComments.id,
      personId: reportComments.personId,
      body: reportComments.body,
      createdAt: reportComments.createdAt,
      first: people.firstName,
      last: people.lastName,
    })
    .from(reportComments)
    .innerJoin(people, eq(people.id, reportComments.personId))
    .where(eq(reportComments.reportId, report.id))
    .orderBy(asc(reportComments.createdAt));
  const sends = keeps
    ? await db
        .select({
          sentAt: reportSends.sentAt,
          sentBy: reportSends.sentBy,
          sentTo: reportSends.sentTo,
          notSent: reportSends.notSent,
          first: people.firstName,
          last: people.lastName,
        })
        .from(reportSends)
        .innerJoin(people, eq(people.id, reportSends.sentBy))
        .where(eq(reportSends.reportId, report.id))
        .orderBy(asc(reportSends.sentAt))
    : [];
  const draft = report.status === "Draft";
  return {
    reportId: report.id,
    OrganisationId: report.organisationId,
    Status: report.status,
    Outcome: reportOutcome(report.status),
    Title: report.title,
    ExecutiveSummary: report.executiveSummary,
    ExecutiveSummaryDoc: report.executiveSummaryDoc,
    Author: named(report.authorPersonId),
    Audience: {
      Kind: report.audience,
      Roles: report.audienceRoles as Role[],
      People: report.audiencePersonIds.map(named),
    },
    CreatedAt: report.createdAt.toISOString(),
    UpdatedAt: report.updatedAt.toISOString(),
    SentAt: report.sentAt?.toISOString() ?? null,
    Files: files.map((f) => ({
      ...presentAttachedFile(f),
      ReadBy: receipts.byFile.get(f.documentVersionId) ?? [],
    })),
    ReadBy: receipts.report,
    NotReadBy: notRead.map((m) => ({ PersonId: m.personId, Name: m.name })),
    Comments: comments.map((c) => ({
      Id: c.id,
      Author: { PersonId: c.personId, Name: `${c.first} ${c.last}` },
      Body: c.body,
      CreatedAt: c.createdAt.toISOString(),
    })),
    Sends: sends.map((s) => ({
      SentAt: s.sentAt.toISOString(),
      SentBy: { PersonId: s.sentBy, Name: `${s.first} ${s.last}` },
      SentCount: s.sentTo.length,
      NotSent: s.notSent,
    })),
    Abilities: {
      edit: keeps,
      send: keeps && draft,
      resend: keeps && !draft,
      comment: org.membership.loginEnabled,
      delete: keeps && draft,
    },
  };
}

/** The organisation's reports the viewer may read, newest first; drafts for those who keep them. */
export async function listReports(db: DbOrTx, org: OrgActor): Promise<ReportList> {
  const me = org.actor.personId;
  const rows = await db
    .select({
      report: reports,
      first: people.firstName,
      last: people.lastName,
      readByMe: sql<boolean>`exists (select 1 from ${reportReads} r where r.report_id = ${reports.id} and r.person_id = ${me})`,
    })
    .from(reports)
    .innerJoin(people, eq(people.id, reports.authorPersonId))
    .where(eq(reports.organisationId, org.organisation.id))
    .orderBy(desc(sql`coalesce(${reports.sentAt}, ${reports.createdAt})`));
  const visible = rows
    .filter((r) => readsReport(org, r.report))
    .map(
      (r): ReportSummary => ({
        reportId: r.report.id,
        Title: r.report.title,
        Status: r.report.status,
        Outcome: reportOutcome(r.report.status),
        Author: { PersonId: r.report.authorPersonId, Name: `${r.first} ${r.last}` },
        CreatedAt: r.report.createdAt.toISOString(),
        SentAt: r.report.sentAt?.toISOString() ?? null,
        ReadByMe: r.report.authorPersonId === me || r.readByMe,
      }),
    );
  return {
    Drafts: visible.filter((s) => s.Status === "Draft"),
    Sent: visible.filter((s) => s.Status === "Sent"),
    CanCreate: can(org, "host"),
    Entitled: await entitledToReports(db, org.organisation.id),
  };
}
