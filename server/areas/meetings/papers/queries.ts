import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { papers } from "../../../db/schema/index.js";
import { AppError } from "../../../http/app-error.js";
import type { FileStore } from "../../../storage/file-store.js";

/** A paper of this meeting with its bytes; one of another meeting, or a missing file, is not found. */
export async function storedPaper(
  db: DbOrTx,
  storage: FileStore,
  meetingId: string,
  paperId: string,
) {
  const [paper] = await db
    .select()
    .from(papers)
    .where(and(eq(papers.id, paperId), eq(papers.meetingId, meetingId)))
    .limit(1);
  const bytes = paper ? await storage.get(paper.storageKey) : undefined;
  if (!paper || !bytes) throw new AppError("notFound", "That paper was not found.");
  return { paper, bytes };
}
