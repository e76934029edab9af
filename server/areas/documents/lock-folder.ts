import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { documentFolders } from "../../db/schema/index.js";

/**
 * Orders a folder's deletion against what is being put in it: deleting takes the row for
 * update, filing into it takes a key-share lock first. Whichever comes second then sees the
 * other's result (an emptiness check that counts the new document, or a folder that is gone:
 * 404) instead of a foreign-key failure at commit.
 */
export async function lockFolder(
  tx: DbOrTx,
  folderId: string | null,
  purpose: "delete" | "fileInto",
): Promise<void> {
  if (!folderId) return;
  const query = tx
    .select({ id: documentFolders.id })
    .from(documentFolders)
    .where(eq(documentFolders.id, folderId.toLowerCase()));
  await (purpose === "delete" ? query.for("update") : query.for("key share"));
}
