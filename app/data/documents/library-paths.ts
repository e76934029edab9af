/**
 * The governance library's addresses on the API and its query keys. Every key starts with
 * the organisation's prefix, so an upload or a new folder refreshes each folder and search.
 */

/**
 * What a documents list shows: one folder (null is the top of the library), or a search; by
 * name unless sorted by date (newest first).
 */
export type DocumentScope = (
  | { kind: "folder"; folderId: string | null }
  | { kind: "search"; q: string }
) & { sort?: "date" };

export const documentKeys = {
  org: (orgId: string) => ["documents", orgId] as const,
  folders: (orgId: string) => ["documents", orgId, "folders"] as const,
  lists: (orgId: string) => ["documents", orgId, "list"] as const,
  list: (orgId: string, scope: DocumentScope) => ["documents", orgId, "list", scope] as const,
  versions: (orgId: string) => ["documents", orgId, "version"] as const,
  version: (orgId: string, documentVersionId: string) =>
    ["documents", orgId, "version", documentVersionId] as const,
  bin: (orgId: string) => ["documents", orgId, "bin"] as const,
  history: (orgId: string, documentId: string) =>
    ["documents", orgId, "history", documentId] as const,
};

const orgPath = (orgId: string) => `/api/organisations/${encodeURIComponent(orgId)}`;

export const foldersPath = (orgId: string) => `${orgPath(orgId)}/document-folders`;
export const documentsPath = (orgId: string) => `${orgPath(orgId)}/governance-documents`;

export const binPath = (orgId: string) => `${documentsPath(orgId)}/bin`;

/** One folder, to change or delete: its id names the organisation for the server. */
export const folderChangePath = (folderId: string) =>
  `/api/document-folders/${encodeURIComponent(folderId)}`;

/** One document (to bin it or set its dates), and below it its versions and its restoring. */
export const documentPath = (documentId: string) =>
  `/api/documents/${encodeURIComponent(documentId)}`;

/** The list's address: the server ignores the folder while searching, so only one is sent. */
export function documentListPath(orgId: string, scope: DocumentScope): string {
  const params = new URLSearchParams();
  if (scope.kind === "search") params.set("q", scope.q);
  else if (scope.folderId) params.set("folderId", scope.folderId);
  if (scope.sort) params.set("sort", scope.sort);
  const text = params.toString();
  return text ? `${documentsPath(orgId)}?${text}` : documentsPath(orgId);
}

export const documentVersionPath = (documentVersionId: string) =>
  `/api/document-versions/${encodeURIComponent(documentVersionId)}`;

/** A version's file: read by the viewer, or downloaded when the server allows. */
export function documentContentUrl(documentVersionId: string): string {
  return `${documentVersionPath(documentVersionId)}/content`;
}

/**
 * The `governance-documents/{orgId};doc={documentVersionId}` address (spec §2) as the route's
 * organisation parameter: the library with that version open in the viewer.
 */
export const documentAddress = (orgId: string, documentVersionId: string) =>
  `${orgId};doc=${documentVersionId}`;

/** The library's `?folder=` for a folder (none for the top). */
export const folderSearch = (folderId: string | null): { folder?: string } =>
  folderId ? { folder: folderId } : {};
