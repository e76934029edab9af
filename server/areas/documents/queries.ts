import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DocumentFolderView, DocumentView } from "../../../common/contracts/documents.js";
import { documentMessages } from "../../../common/contracts/documents.js";
import {
  type DocumentReader,
  type FolderAccess,
  mayReadFolderPath,
} from "../../../common/documents/folder-audience.js";
import type { Role } from "../../../common/roles.js";
import { foldText } from "../../../common/text-fold.js";
import type { DbOrTx } from "../../db/client.js";
import {
  documentFolders,
  documentPassages,
  documents,
  documentVersions,
} from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";

type FolderRow = typeof documentFolders.$inferSelect;

const readerOf = (org: OrgActor): DocumentReader => ({
  personId: org.actor.personId,
  role: org.membership.role,
  isBoardMember: org.membership.isBoardMember,
});

export const accessOf = (f: FolderRow): FolderAccess => ({
  audience: f.audience,
  roles: f.audienceRoles,
  people: f.audiencePeople,
});

/** Every folder of an organisation by id, in name order: a library holds tens of them. */
export async function organisationFolders(
  db: DbOrTx,
  organisationId: string,
): Promise<Map<string, FolderRow>> {
  const rows = await db
    .select()
    .from(documentFolders)
    .where(eq(documentFolders.organisationId, organisationId))
    .orderBy(asc(documentFolders.name));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * A folder and those above it, nearest first (none for the top of the library). A parent
 * seen twice ends the walk, so damaged data cannot loop it.
 */
export function folderChain(
  byId: ReadonlyMap<string, FolderRow>,
  folderId: string | null,
): FolderRow[] {
  const chain: FolderRow[] = [];
  const seen = new Set<string>();
  let at = folderId === null ? undefined : byId.get(folderId);
  while (at && !seen.has(at.id)) {
    seen.add(at.id);
    chain.push(at);
    at = at.parentId ? byId.get(at.parentId) : undefined;
  }
  return chain;
}

/** The organisation's folders the caller may see: each one's path to the top is walked here. */
export async function readableFolders(db: DbOrTx, org: OrgActor): Promise<Map<string, FolderRow>> {
  const byId = await organisationFolders(db, org.organisation.id);
  const reader = readerOf(org);
  const readable = new Map<string, FolderRow>();
  for (const folder of byId.values()) {
    if (mayReadFolderPath(reader, folderChain(byId, folder.id).map(accessOf)))
      readable.set(folder.id, folder);
  }
  return readable;
}

export function folderView(f: FolderRow): DocumentFolderView {
  return {
    id: f.id,
    parentId: f.parentId,
    name: f.name,
    audience: f.audience,
    audienceRoles: f.audienceRoles as Role[],
    audiencePeople: f.audiencePeople,
  };
}

/** A folder of this organisation the caller may see, or 404: others' folders do not exist for them. */
export function folderIn(folders: ReadonlyMap<string, FolderRow>, folderId: string | null) {
  if (folderId === null) return null;
  const folder = folders.get(folderId.toLowerCase());
  if (!folder) throw new AppError("notFound", documentMessages.folderNotFound);
  return folder;
}

export async function readableFolder(db: DbOrTx, org: OrgActor, folderId: string | null) {
  return folderId === null ? null : folderIn(await readableFolders(db, org), folderId);
}

const documentColumns = {
  documentId: documents.id,
  folderId: documents.folderId,
  currentVersionId: documents.currentVersionId,
  deletedAt: documents.deletedAt,
  documentVersionId: documentVersions.id,
  name: documentVersions.name,
  mime: documentVersions.mime,
  sizeBytes: documentVersions.sizeBytes,
  version: documentVersions.number,
  uploadedAt: documentVersions.uploadedAt,
  uploadedBy: documentVersions.uploadedBy,
  approvedOn: documents.approvedOn,
  reviewOn: documents.reviewOn,
};

type DocumentRow = {
  documentId: string;
  folderId: string | null;
  documentVersionId: string;
  name: string;
  mime: string;
  sizeBytes: number;
  version: number;
  uploadedAt: Date;
  uploadedBy: string | null;
  approvedOn: string | null;
  reviewOn: string | null;
};

export const documentViewOf = (r: DocumentRow): DocumentView => ({
  documentId: r.documentId,
  documentVersionId: r.documentVersionId,
  name: r.name,
  mime: r.mime,
  sizeBytes: r.sizeBytes,
  version: r.version,
  folderId: r.folderId,
  uploadedAt: r.uploadedAt.toISOString(),
  uploadedBy: r.uploadedBy,
  approvedOn: r.approvedOn,
  reviewOn: r.reviewOn,
  readers: null,
  foundInText: false,
  foundOnPage: null,
});

/** `%`, `_` and `\` match themselves in a search, not arbitrary text. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A folder's documents (the top of the library without one), or, with `q`, every document
 * the caller may see whose name holds the words; their current versions, by name.
 */
export async function listDocuments(
  db: DbOrTx,
  org: OrgActor,
  query: {
    folderId?: string | undefined;
    q?: string | undefined;
    sort?: "name" | "date" | undefined;
    inBin?: boolean;
  },
): Promise<DocumentView[]> {
  const folders = await readableFolders(db, org);
  const q = query.q?.trim();
  const conditions: SQL[] = [eq(documents.organisationId, org.organisation.id)];
  if (!query.inBin) conditions.push(isNull(documents.deletedAt));
  // Words in the current version's text (the passages' index), the best-matching page first.
  const textPage = q
    ? sql<number | null>`(select p.page from ${documentPassages} p
        where p.document_version_id = ${documents.currentVersionId}
          and p.search @@ websearch_to_tsquery('quorate', ${q})
        order by ts_rank(p.search, websearch_to_tsquery('quorate', ${q})) desc, p.position
        limit 1)`
    : sql<number | null>`null`;
  const inText = q
    ? sql`exists (select 1 from ${documentPassages} p
        where p.document_version_id = ${documents.currentVersionId}
          and p.search @@ websearch_to_tsquery('quorate', ${q}))`
    : undefined;
  // The bin holds every deleted document the manager may see, wherever it was.
  if (query.inBin) conditions.push(isNotNull(documents.deletedAt));
  else if (q && inText) {
    const byName = or(ilike(documentVersions.name, likePattern(q)), inText);
    if (byName) conditions.push(byName);
  } else if (query.folderId) {
    folderIn(folders, query.folderId);
    conditions.push(eq(documents.folderId, query.folderId.toLowerCase()));
  } else conditions.push(isNull(documents.folderId));
  const rows = await db
    .select({ ...documentColumns, textPage })
    .from(documents)
    .innerJoin(documentVersions, eq(documentVersions.id, documents.currentVersionId))
    .where(and(...conditions))
    .orderBy(
      query.sort === "date" ? desc(documentVersions.uploadedAt) : asc(documentVersions.name),
      asc(documentVersions.name),
    );
  return rows
    .filter((r) => r.folderId === null || folders.has(r.folderId))
    .map((r) => {
      const foundInText = q !== undefined && q !== "" && !foldText(r.name).includes(foldText(q));
      return {
        ...documentViewOf(r),
        foundInText,
        foundOnPage: foundInText && r.textPage !== null ? Number(r.textPage) : null,
      };
    });
}

/**
 * A version of a readable document in the caller's organisation: one in another organisation,
 * in the bin or in a folder the caller may not see is not found (its existence not revealed).
 */
export async function readableVersion(db: DbOrTx, org: OrgActor, documentVersionId: string) {
  const [row] = await db
    .select({
      ...documentColumns,
      storageKey: documentVersions.storageKey,
      pdfKey: documentVersions.pdfKey,
      pdfStatus: documentVersions.pdfStatus,
      textStatus: documentVersions.textStatus,
    })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(
      and(
        eq(documentVersions.id, documentVersionId.toLowerCase()),
        eq(documentVersions.organisationId, org.organisation.id),
      ),
    )
    .limit(1);
  const notFound = new AppError("notFound", documentMessages.documentNotFound);
  if (!row || row.deletedAt) throw notFound;
  if (row.folderId !== null && !(await readableFolders(db, org)).has(row.folderId)) throw notFound;
  return row;
}

/** Whether a version's file opens for this person: the current one for readers, every one for managers. */
export const versionOpens = (
  version: { currentVersionId: string | null; documentVersionId: string },
  isManager: boolean,
) => isManager || version.currentVersionId === version.documentVersionId;

/** A version whose file the caller may open; an older one is refused to readers (403). */
export async function versionToOpen(
  db: DbOrTx,
  org: OrgActor,
  documentVersionId: string,
  isManager: boolean,
) {
  const row = await readableVersion(db, org, documentVersionId);
  if (!versionOpens(row, isManager)) throw new AppError("forbidden", documentMessages.olderVersion);
  return row;
}
