import { eq, max } from "drizzle-orm";
import type { DocumentView } from "../../../common/contracts/documents.js";
import { writeAudit } from "../../audit/write-audit.js";
import { convertAttempts, convertToPdfJob } from "../../conversion/convert-to-pdf-job.js";
import { officeMimes } from "../../conversion/office-to-pdf.js";
import type { Db, Tx } from "../../db/client.js";
import { documents, documentVersions } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { enqueueJob } from "../../jobs/queue.js";
import type { FileStore } from "../../storage/file-store.js";
import type { ReceivedFile } from "../../uploads/receive-one-file.js";
import { extractTextJob } from "./extract-text-job.js";
import { documentViewOf } from "./queries.js";

type DocumentRow = typeof documents.$inferSelect;

/**
 * A received file becomes a document's newest (current) version, in one transaction with the
 * rows `prepare` writes first (a new document, or the checks on an existing one): its text is
 * queued for extraction and the change audited. The file is committed to storage last, so a
 * failure before leaves no file, and removed again if the transaction then fails.
 */
export async function storeVersion(
  db: Db,
  storage: FileStore,
  org: OrgActor,
  received: ReceivedFile,
  prepare: (tx: Tx) => Promise<{ document: DocumentRow; note: string | null; action: string }>,
): Promise<DocumentView> {
  const { file, accepted } = received;
  let committedKey: string | undefined;
  try {
    return await db.transaction(async (tx) => {
      const { document, note, action } = await prepare(tx);
      const [{ last } = { last: 0 }] = await tx
        .select({ last: max(documentVersions.number) })
        .from(documentVersions)
        .where(eq(documentVersions.documentId, document.id));
      const [version] = await tx
        .insert(documentVersions)
        .values({
          documentId: document.id,
          organisationId: org.organisation.id,
          number: (last ?? 0) + 1,
          name: accepted.name,
          mime: accepted.mime,
          sizeBytes: file.size,
          sha256: file.sha256,
          storageKey: "pending",
          pdfStatus: officeMimes.has(accepted.mime) ? "pending" : "none",
          note,
          uploadedBy: org.actor.personId,
        })
        .returning();
      if (!version) throw new Error("version insert returned nothing");
      const storageKey = `documents/${org.organisation.id}/${document.id}/${version.id}`;
      await tx
        .update(documentVersions)
        .set({ storageKey })
        .where(eq(documentVersions.id, version.id));
      await tx
        .update(documents)
        .set({ currentVersionId: version.id })
        .where(eq(documents.id, document.id));
      await enqueueJob(tx, extractTextJob, { documentVersionId: version.id });
      if (officeMimes.has(accepted.mime))
        await enqueueJob(
          tx,
          convertToPdfJob,
          { kind: "document", id: version.id },
          { maxAttempts: convertAttempts },
        );
      await writeAudit(tx, {
        organisationId: org.organisation.id,
        actorPersonId: org.actor.personId,
        action,
        subjectType: "document",
        subjectId: document.id,
        before: document.currentVersionId
          ? { currentVersionId: document.currentVersionId }
          : undefined,
        after: { folderId: document.folderId, ...version, storageKey },
      });
      await file.commit(storageKey);
      committedKey = storageKey;
      return documentViewOf({
        ...version,
        documentId: document.id,
        folderId: document.folderId,
        approvedOn: document.approvedOn,
        reviewOn: document.reviewOn,
        documentVersionId: version.id,
        version: version.number,
      });
    });
  } catch (error) {
    if (committedKey) await storage.remove(committedKey);
    else await file.discard();
    throw error;
  }
}
