/** What the folder helpers need of a folder (so they can be tested without the contract). */
export type FolderNode = { id: string; parentId: string | null; name: string };

/** The folders directly inside one (the top of the library for null), in the server's order. */
export function foldersIn<F extends FolderNode>(
  folders: readonly F[],
  parentId: string | null,
): F[] {
  return folders.filter((folder) => folder.parentId === parentId);
}

/**
 * The folders from the top of the library down to this one, for the breadcrumb. A folder the
 * person cannot see ends the walk, as does a loop (which the server never stores, but a bad
 * row must not hang the page).
 */
export function folderPath<F extends FolderNode>(
  folders: readonly F[],
  folderId: string | null,
): F[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const path: F[] = [];
  const seen = new Set<string>();
  for (let at = folderId ? byId.get(folderId) : undefined; at && !seen.has(at.id); ) {
    seen.add(at.id);
    path.unshift(at);
    at = at.parentId ? byId.get(at.parentId) : undefined;
  }
  return path;
}
