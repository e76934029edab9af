import { and, eq, isNotNull, lte } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import {
  documents,
  documentVersions,
  signatureRequests,
  signatureSigners,
} from "../../db/schema/index.js";
import type { FileStore } from "../../storage/file-store.js";
import { binDays } from "./bin-document.js";

export const binEraseJob = { name: "documents.eraseBin", everyMs: 60 * 60_000 };

/**
 * Documents in the bin longer than 30 days are erased: the row and, by cascade, its versions
 * and their text; then their files. Audited as the document's name and version count, not its
 * content. Safe in several processes: each document is taken under a lock and checked again.
 */
export async function eraseBinnedDocuments(db: Db, storage: FileStore, now = new Date()) {
  const before = new Date(now.getTime() - binDays * 24 * 60 * 60_000);
  const due = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(isNotNull(documents.deletedAt), lte(documents.deletedAt, before)));
  let erased = 0;
  for (const { id } of due) {
    const files = await db.transaction(async (tx) => {
      const [document] = await tx
        .select()
        .from(documents)
        .where(and(eq(documents.id, id), lte(documents.deletedAt, before)))
        .for("update");
      if (!document) return undefined; // restored, or erased by another process
      const versions = await tx
        .select({
          key: documentVersions.storageKey,
          pdfKey: documentVersions.pdfKey,
          name: documentVersions.name,
        })
        .from(documentVersions)
        .where(eq(documentVersions.documentId, id));
      // Signers' drawn or uploaded signatures go with the document's signature requests.
      const signatures = await tx
        .select({ signature: signatureSigners.signature })
        .from(signatureSigners)
        .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
        .where(eq(signatureRequests.documentId, id));
      const pictures = signatures.flatMap(({ signature }) =>
        signature && signature.type !== "typed" ? [signature.key] : [],
      );
      await tx.delete(documents).where(eq(documents.id, id));
      await writeAudit(tx, {
        organisationId: document.organisationId,
        actorPersonId: null,
        action: "document.erase",
        subjectType: "document",
        subjectId: id,
        before: { name: versions.at(-1)?.name ?? null, versions: versions.length },
        after: { erasedAt: now.toISOString() },
      });
      // Each version's file and, for Office files, the PDF made of it.
      return [...versions.flatMap((v) => (v.pdfKey ? [v.key, v.pdfKey] : [v.key])), ...pictures];
    });
    if (!files) continue;
    erased += 1;
    for (const key of files) await storage.remove(key);
  }
  return erased;
}
