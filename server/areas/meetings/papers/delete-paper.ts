import { and, eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { papers } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import type { FileStore } from "../../../storage/file-store.js";
import { lockMeetingForEdit, noteAgendaEdit } from "../meeting-guards.js";

/** Removes a paper from its item; its file goes once the removal has committed. */
export async function deletePaper(
  db: Db,
  storage: FileStore,
  org: OrgActor,
  meetingId: string,
  paperId: string,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    const [paper] = await tx
      .select()
      .from(papers)
      .where(and(eq(papers.id, paperId), eq(papers.meetingId, meetingId)))
      .limit(1);
    if (!paper) throw new AppError("notFound", "That paper was not found.");
    await tx.delete(papers).where(eq(papers.id, paperId));
    await noteAgendaEdit(tx, m, org.actor.personId, `Removed the paper "${paper.name}"`);
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "paper.delete",
      subjectType: "paper",
      subjectId: paperId,
      before: paper,
    });
    return paper.pdfKey ? [paper.storageKey, paper.pdfKey] : [paper.storageKey];
  });
  // The paper's file and, for an Office paper, the PDF made of it.
  for (const key of keys) await storage.remove(key);
}
