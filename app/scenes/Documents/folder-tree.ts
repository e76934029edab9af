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

/** Where a folder is, said from the top ("Policies › HR"); the library's own name for the top. */
export function folderLocation(
  folders: readonly FolderNode[],
  folderId: string | null,
  top: string,
): string {
  if (folderId === null) return top;
  return folderPath(folders, folderId)
    .map((folder) => folder.name)
    .join(" › ");
}

/**
 * Where a folder may be moved, in the library's order (each folder followed by those inside
 * it): every folder but itself and those inside it, which the server would refuse. Walked from
 * the top, so a loop or a folder under one the person cannot see is never offered.
 */
export function moveDestinations<F extends FolderNode>(
  folders: readonly F[],
  movingId: string,
): F[] {
  const offered: F[] = [];
  const visit = (parentId: string | null) => {
    for (const folder of foldersIn(folders, parentId)) {
      if (folder.id === movingId) continue;
      offered.push(folder);
      visit(folder.id);
    }
  };
  visit(null);
  return offered;
}
