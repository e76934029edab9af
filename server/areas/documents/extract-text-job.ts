import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { documentPassages, documentVersions, meetings, papers } from "../../db/schema/index.js";
import { extractText } from "../../extraction/extract-text.js";
import { toPassages } from "../../extraction/passages.js";
import { enqueueJob } from "../../jobs/queue.js";
import { embedPassagesJob } from "../../search/embed-passages-job.js";
import type { FileStore } from "../../storage/file-store.js";

export const extractTextJob = "documents.extractText";

const insertBatch = 500;

type TextStatus = "extracted" | "noText" | "failed";

/** What the job reads of a file and how it records the outcome, for versions and papers alike. */
type Source = {
  owner: { documentVersionId: string } | { paperId: string };
  organisationId: string;
  textStatus: string;
  storageKey: string;
  mime: string;
  setStatus(db: Pick<Db, "update">, status: TextStatus, pageCount: number | null): Promise<unknown>;
};

async function versionSource(db: Db, id: string): Promise<Source | null> {
  const [v] = await db.select().from(documentVersions).where(eq(documentVersions.id, id)).limit(1);
  if (!v) return null;
  return {
    owner: { documentVersionId: id },
    organisationId: v.organisationId,
    textStatus: v.textStatus,
    storageKey: v.storageKey,
    mime: v.mime,
    setStatus: (tx, textStatus, pageCount) =>
      tx.update(documentVersions).set({ textStatus, pageCount }).where(eq(documentVersions.id, id)),
  };
}

async function paperSource(db: Db, id: string): Promise<Source | null> {
  const [p] = await db
    .select({ paper: papers, organisationId: meetings.organisationId })
    .from(papers)
    .innerJoin(meetings, eq(meetings.id, papers.meetingId))
    .where(eq(papers.id, id))
    .limit(1);
  if (!p) return null;
  return {
    owner: { paperId: id },
    organisationId: p.organisationId,
    textStatus: p.paper.textStatus,
    storageKey: p.paper.storageKey,
    mime: p.paper.mime,
    setStatus: (tx, textStatus) => tx.update(papers).set({ textStatus }).where(eq(papers.id, id)),
  };
}

/**
 * The documents.extractText job: a document version's or a meeting paper's text into
 * passages, after its upload commits. Runs once per file (a retry after a crash starts again
 * from nothing); a file with no text is marked "noText" (a scan: search and the assistant
 * cannot see into it, and the library says so), one that cannot be read "failed", never
 * retried forever. With `embedPassages` (an embedding model is configured) the passages' vectors
 * are asked for by a job of their own once the text commits: a network call that fails is
 * retried there and never costs the file its text.
 */
export function extractTextHandler(
  db: Db,
  storage: FileStore,
  options: { embedPassages?: boolean } = {},
) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const source =
      typeof payload.paperId === "string"
        ? await paperSource(db, payload.paperId)
        : await versionSource(db, String(payload.documentVersionId));
    if (source?.textStatus !== "pending") return;
    const bytes = await storage.get(source.storageKey);
    if (!bytes) return;
    let passages: ReturnType<typeof toPassages>;
    let pageCount: number | null = null;
    try {
      const extracted = await extractText(bytes, source.mime);
      pageCount = extracted.pageCount;
      passages = toPassages(extracted);
    } catch {
      await source.setStatus(db, "failed", null);
      return;
    }
    const ownedBy =
      "paperId" in source.owner
        ? eq(documentPassages.paperId, source.owner.paperId)
        : eq(documentPassages.documentVersionId, source.owner.documentVersionId);
    await db.transaction(async (tx) => {
      await tx.delete(documentPassages).where(ownedBy);
      for (let at = 0; at < passages.length; at += insertBatch)
        await tx.insert(documentPassages).values(
          passages.slice(at, at + insertBatch).map((p) => ({
            ...source.owner,
            organisationId: source.organisationId,
            page: p.page,
            position: p.position,
            text: p.text,
          })),
        );
      await source.setStatus(tx, passages.length > 0 ? "extracted" : "noText", pageCount);
      if (options.embedPassages && passages.length > 0) await enqueueJob(tx, embedPassagesJob, {});
    });
  };
}
