import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { DbOrTx } from "../../../db/client.js";
import { papers } from "../../../db/schema/index.js";
import { AppError } from "../../../http/app-error.js";
import { type FileToSend, viewerCopy } from "../../../http/send-file.js";
import type { FileStore } from "../../../storage/file-store.js";

export const paperNotFound = "That paper was not found.";

/** A paper of this meeting, as a file to send; one of another meeting is not found. */
export async function paperFile(
  db: DbOrTx,
  storage: FileStore,
  meetingId: string,
  paperId: string,
  request: FastifyRequest,
): Promise<FileToSend> {
  const [paper] = await db
    .select()
    .from(papers)
    .where(and(eq(papers.id, paperId), eq(papers.meetingId, meetingId)))
    .limit(1);
  if (!paper) throw new AppError("notFound", paperNotFound);
  return {
    name: paper.name,
    mime: paper.mime,
    ...viewerCopy(request, paper, storage),
    notFound: paperNotFound,
  };
}
