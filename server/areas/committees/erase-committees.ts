import { and, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, DbOrTx } from "../../db/client.js";
import {
  auditLog,
  boardPacks,
  documentSeals,
  documentVersions,
  meetings,
  minuteConfirmations,
  organisations,
  papers,
} from "../../db/schema/index.js";
import type { JobWorker } from "../../jobs/worker.js";
import type { FileStore } from "../../storage/file-store.js";
import { eraseTimeFor } from "./delete-committee.js";

export const committeeCleanupJob = { name: "committees.cleanup", everyMs: 60 * 60_000 };

/** Committees left out of a subscription change whose day has come are deleted (still recoverable). */
export async function deleteScheduledCommittees(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: organisations.id, parentId: organisations.parentId, name: organisations.name })
    .from(organisations)
    .where(
      and(
        isNotNull(organisations.parentId),
        isNull(organisations.deletedAt),
        lte(organisations.deletionScheduledAt, now),
      ),
    );
  for (const c of due) {
    if (!c.parentId) continue;
    const boardId = c.parentId;
    await db.transaction(async (tx) => {
      const eraseAfter = await eraseTimeFor(tx, boardId, now);
      const updated = await tx
        .update(organisations)
        .set({ deletedAt: now, eraseAfter, deletionScheduledAt: null })
        .where(and(eq(organisations.id, c.id), isNull(organisations.deletedAt)))
        .returning({ id: organisations.id });
      // Another process got there first.
      if (updated.length === 0) return;
      await writeAudit(tx, {
        organisationId: boardId,
        actorPersonId: null,
        action: "committee.delete.scheduled",
        subjectType: "organisation",
        subjectId: c.id,
        before: { name: c.name },
        after: { deletedAt: now.toISOString(), eraseAfter: eraseAfter.toISOString() },
      });
    });
  }
  return due.length;
}

async function storedFilesOf(
  tx: DbOrTx,
  organisationId: string,
  org: { logoFile: string | null; iconFile: string | null },
) {
  const meetingIds = (
    await tx
      .select({ id: meetings.id })
      .from(meetings)
      .where(eq(meetings.organisationId, organisationId))
  ).map((m) => m.id);
  const keys = [org.logoFile, org.iconFile];
  const documentFiles = await tx
    .select({ key: documentVersions.storageKey, pdfKey: documentVersions.pdfKey })
    .from(documentVersions)
    .where(eq(documentVersions.organisationId, organisationId));
  keys.push(...documentFiles.flatMap((r) => [r.key, r.pdfKey]));
  const sealedFiles = await tx
    .select({ key: documentSeals.fileKey })
    .from(documentSeals)
    .where(eq(documentSeals.organisationId, organisationId));
  keys.push(...sealedFiles.map((r) => r.key));
  if (meetingIds.length > 0) {
    const [paperRows, packRows, confirmationRows] = await Promise.all([
      tx
        .select({ key: papers.storageKey, pdfKey: papers.pdfKey })
        .from(papers)
        .where(inArray(papers.meetingId, meetingIds)),
      tx
        .select({ key: boardPacks.readyKey })
        .from(boardPacks)
        .where(inArray(boardPacks.meetingId, meetingIds)),
      tx
        .select({ key: minuteConfirmations.minutesPdfKey })
        .from(minuteConfirmations)
        .where(inArray(minuteConfirmations.meetingId, meetingIds)),
    ]);
    keys.push(...paperRows.flatMap((r) => [r.key, r.pdfKey]));
    keys.push(...[...packRows, ...confirmationRows].map((r) => r.key));
  }
  return keys.filter((k): k is string => k !== null);
}

/**
 * Erases committees whose recovery window has passed: the row and everything that
 * cascades from it (memberships, meetings, minutes, interests…), its own audit chain
 * and its stored files. The board's audit keeps a line saying it happened.
 */
export async function eraseDeletedCommittees(
  db: Db,
  storage: FileStore,
  now = new Date(),
): Promise<number> {
  const due = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(isNotNull(organisations.parentId), lte(organisations.eraseAfter, now)));
  let erased = 0;
  for (const { id } of due) {
    const files = await db.transaction(async (tx) => {
      const [c] = await tx
        .select()
        .from(organisations)
        .where(and(eq(organisations.id, id), lte(organisations.eraseAfter, now)))
        .for("update");
      // Restored, or erased by another process, since the list was read.
      if (!c?.parentId || !c.deletedAt) return undefined;
      const keys = await storedFilesOf(tx, c.id, c);
      await tx.delete(organisations).where(eq(organisations.id, c.id));
      await tx.delete(auditLog).where(eq(auditLog.organisationId, c.id));
      await writeAudit(tx, {
        organisationId: c.parentId,
        actorPersonId: null,
        action: "committee.erase",
        subjectType: "organisation",
        subjectId: c.id,
        before: { name: c.name, deletedAt: c.deletedAt.toISOString() },
        after: { erasedAt: now.toISOString(), files: keys.length },
      });
      return keys;
    });
    if (!files) continue;
    erased += 1;
    for (const key of files) await storage.remove(key);
  }
  return erased;
}

/** Hourly: scheduled deletions first, then erasures, each safe to run in several processes. */
export function registerCommitteeJobs(jobs: JobWorker, db: Db, storage: FileStore): void {
  jobs.registerRecurring(committeeCleanupJob, async () => {
    await deleteScheduledCommittees(db);
    await eraseDeletedCommittees(db, storage);
  });
}
