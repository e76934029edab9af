import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { documentPassages, documentVersions } from "../../db/schema/index.js";
import { extractText } from "../../extraction/extract-text.js";
import { toPassages } from "../../extraction/passages.js";
import type { FileStore } from "../../storage/file-store.js";

export const extractTextJob = "documents.extractText";

const insertBatch = 500;

/**
 * The documents.extractText job: a version's text into passages, after its upload commits.
 * Runs once per version (a retry after a crash starts again from nothing); a file with no
 * text is marked "noText" (a scan: search and the assistant cannot see into it, and the
 * library says so), one that cannot be read "failed", never retried forever.
 */
export function extractTextHandler(db: Db, storage: FileStore) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const versionId = String(payload.documentVersionId);
    const [version] = await db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.id, versionId))
      .limit(1);
    if (version?.textStatus !== "pending") return;
    const bytes = await storage.get(version.storageKey);
    if (!bytes) return;
    let passages: ReturnType<typeof toPassages>;
    let pageCount: number | null = null;
    try {
      const extracted = await extractText(bytes, version.mime);
      pageCount = extracted.pageCount;
      passages = toPassages(extracted);
    } catch {
      await db
        .update(documentVersions)
        .set({ textStatus: "failed" })
        .where(eq(documentVersions.id, versionId));
      return;
    }
    await db.transaction(async (tx) => {
      await tx.delete(documentPassages).where(eq(documentPassages.documentVersionId, versionId));
      for (let at = 0; at < passages.length; at += insertBatch)
        await tx.insert(documentPassages).values(
          passages.slice(at, at + insertBatch).map((p) => ({
            documentVersionId: versionId,
            organisationId: version.organisationId,
            page: p.page,
            position: p.position,
            text: p.text,
          })),
        );
      await tx
        .update(documentVersions)
        .set({ textStatus: passages.length > 0 ? "extracted" : "noText", pageCount })
        .where(eq(documentVersions.id, versionId));
    });
  };
}
