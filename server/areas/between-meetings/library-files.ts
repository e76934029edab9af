import { and, asc, eq, inArray } from "drizzle-orm";
import type { AttachedLibraryFile } from "../../../common/contracts/library-files.js";
import type { DbOrTx, Tx } from "../../db/client.js";
import {
  documents,
  documentVersions,
  flyingMinuteFiles,
  reportFiles,
} from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { can as documentsCan } from "../documents/policy.js";
import { readableFolders } from "../documents/queries.js";

/**
 * Library files attached to a between-meeting item (a report's files, a flying minute's
 * papers): versions of documents in the organisation's governance library, kept in the item's
 * own table in the order chosen, and opened through the item by whoever reads it.
 */
export type FileLink = typeof reportFileLink | typeof flyingMinuteFileLink;

export const reportFileLink = {
  table: reportFiles,
  owner: reportFiles.reportId,
  version: reportFiles.documentVersionId,
  position: reportFiles.position,
  insert: (tx: Tx, reportId: string, ids: readonly string[]) =>
    tx
      .insert(reportFiles)
      .values(
        ids.map((documentVersionId, position) => ({ reportId, documentVersionId, position })),
      ),
};

export const flyingMinuteFileLink = {
  table: flyingMinuteFiles,
  owner: flyingMinuteFiles.flyingMinuteId,
  version: flyingMinuteFiles.documentVersionId,
  position: flyingMinuteFiles.position,
  insert: (tx: Tx, flyingMinuteId: string, ids: readonly string[]) =>
    tx
      .insert(flyingMinuteFiles)
      .values(
        ids.map((documentVersionId, position) => ({ flyingMinuteId, documentVersionId, position })),
      ),
};

const unique = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

const notInLibrary = "Choose files from this organisation's library that you can open.";

/**
 * The item's files, in the order given: versions of documents in the organisation's library,
 * not in its bin, that the caller may open. Files the item already has stay without a new
 * check (an Administrator may have added one its author cannot see in the library). A version
 * of another organisation is refused exactly as one that exists nowhere.
 */
export async function checkLibraryFiles(
  db: DbOrTx,
  org: OrgActor,
  documentVersionIds: readonly string[],
  alreadyAttached: readonly string[] = [],
): Promise<string[]> {
  const wanted = unique(documentVersionIds);
  const added = wanted.filter((id) => !alreadyAttached.includes(id));
  if (added.length === 0) return wanted;
  const refuse = () =>
    new AppError("badRequest", notInLibrary, { fields: { documentVersionIds: notInLibrary } });
  if (!documentsCan(org, "read")) throw refuse();
  const rows = await db
    .select({ id: documentVersions.id, folderId: documents.folderId, binned: documents.deletedAt })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(
      and(
        inArray(documentVersions.id, added),
        eq(documentVersions.organisationId, org.organisation.id),
      ),
    );
  const folders = rows.some((r) => r.folderId !== null) ? await readableFolders(db, org) : null;
  const opens = rows.filter(
    (r) => r.binned === null && (r.folderId === null || folders?.has(r.folderId)),
  );
  if (opens.length !== added.length) throw refuse();
  return wanted;
}

/** The ids of the item's files, in its order. */
export async function attachedFileIds(
  db: DbOrTx,
  link: FileLink,
  ownerId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: link.version })
    .from(link.table)
    .where(eq(link.owner, ownerId))
    .orderBy(asc(link.position));
  return rows.map((r) => r.id);
}

/** Puts the item's files in place of those it had, in the order given. */
export async function replaceAttachedFiles(
  tx: Tx,
  link: FileLink,
  ownerId: string,
  documentVersionIds: readonly string[],
): Promise<void> {
  await tx.delete(link.table).where(eq(link.owner, ownerId));
  if (documentVersionIds.length === 0) return;
  await link.insert(tx, ownerId, documentVersionIds);
}

const fileColumns = {
  documentVersionId: documentVersions.id,
  documentId: documentVersions.documentId,
  name: documentVersions.name,
  mime: documentVersions.mime,
  sizeBytes: documentVersions.sizeBytes,
  binned: documents.deletedAt,
};

/** The item's files in its order, with whether each still opens (not in the library's bin). */
export async function attachedFiles(db: DbOrTx, link: FileLink, ownerId: string) {
  return db
    .select(fileColumns)
    .from(link.table)
    .innerJoin(documentVersions, eq(documentVersions.id, link.version))
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(eq(link.owner, ownerId))
    .orderBy(asc(link.position));
}

export type AttachedFile = Awaited<ReturnType<typeof attachedFiles>>[number];

/** A file as an item's view lists it (the report adds who read it). */
export const presentAttachedFile = (f: AttachedFile): AttachedLibraryFile => ({
  DocumentVersionId: f.documentVersionId,
  DocumentId: f.documentId,
  Name: f.name,
  Mime: f.mime,
  SizeBytes: f.sizeBytes,
  Available: f.binned === null,
});

/** One of the item's files, to open from it; a file it does not have, or one binned, is not found. */
export async function attachedFile(
  db: DbOrTx,
  link: FileLink,
  ownerId: string,
  documentVersionId: string,
) {
  const [file] = await db
    .select({
      ...fileColumns,
      storageKey: documentVersions.storageKey,
      pdfKey: documentVersions.pdfKey,
    })
    .from(link.table)
    .innerJoin(documentVersions, eq(documentVersions.id, link.version))
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(and(eq(link.owner, ownerId), eq(link.version, documentVersionId.toLowerCase())))
    .limit(1);
  return file && file.binned === null ? file : undefined;
}
