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

type NewVersion = Pick<
  typeof documentVersions.$inferInsert,
  "documentId" | "organisationId" | "name" | "mime" | "sizeBytes" | "sha256" | "note" | "uploadedBy"
>;

/**
 * Writes a document's next version as its current one and queues what every version gets (its
 * text for search; an Office file's PDF copy). The caller puts the file at `storageKey`.
 */
export async function insertVersion(tx: Tx, values: NewVersion) {
  const [{ last } = { last: 0 }] = await tx
    .select({ last: max(documentVersions.number) })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, values.documentId));
  const [inserted] = await tx
    .insert(documentVersions)
    .values({
      ...values,
      number: (last ?? 0) + 1,
      storageKey: "pending",
      pdfStatus: officeMimes.has(values.mime) ? "pending" : "none",
    })
    .returning();
  if (!inserted) throw new Error("version insert returned nothing");
  const storageKey = `documents/${values.organisationId}/${values.documentId}/${inserted.id}`;
  await tx.update(documentVersions).set({ storageKey }).where(eq(documentVersions.id, inserted.id));
  await tx
    .update(documents)
    .set({ currentVersionId: inserted.id })
    .where(eq(documents.id, values.documentId));
  await enqueueJob(tx, extractTextJob, { documentVersionId: inserted.id });
  if (officeMimes.has(values.mime))
    await enqueueJob(
      tx,
      convertToPdfJob,
      { kind: "document", id: inserted.id },
      { maxAttempts: convertAttempts },
    );
  return { version: { ...inserted, storageKey }, storageKey };
}

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
      const { version, storageKey } = await insertVersion(tx, {
        documentId: document.id,
        organisationId: org.organisation.id,
        name: accepted.name,
        mime: accepted.mime,
        sizeBytes: file.size,
        sha256: file.sha256,
        note,
        uploadedBy: org.actor.personId,
      });
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
