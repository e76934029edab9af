import { and, eq, inArray, isNull } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { documentShares, documents, documentVersions } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { loadDocument } from "./load-document.js";

/** Days a deleted document stays in the bin, restorable, before it is erased with its versions. */
export const binDays = 30;

/** Moves a document to the bin, or back out of it: its versions, text and notes are kept meanwhile. */
export async function binDocument(db: Db, org: OrgActor, documentId: string, restore: boolean) {
  await db.transaction(async (tx) => {
    const document = await loadDocument(tx, org, documentId, {
      inBin: restore,
      lock: true,
      binKnown: true,
    });
    const change = restore
      ? { deletedAt: null, deletedBy: null }
      : { deletedAt: new Date(), deletedBy: org.actor.personId };
    await tx.update(documents).set(change).where(eq(documents.id, document.id));
    // Its share links are withdrawn with it, and stay so if it comes back: outsiders were
    // given a document the library has since put away.
    if (!restore)
      await tx
        .update(documentShares)
        .set({ revokedAt: new Date(), revokedBy: org.actor.personId })
        .where(
          and(
            isNull(documentShares.revokedAt),
            inArray(
              documentShares.documentVersionId,
              tx
                .select({ id: documentVersions.id })
                .from(documentVersions)
                .where(eq(documentVersions.documentId, document.id)),
            ),
          ),
        );
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: restore ? "document.restore" : "document.delete",
      subjectType: "document",
      subjectId: document.id,
      before: { deletedAt: document.deletedAt },
      after: change,
    });
  });
}
