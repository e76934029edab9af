import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { documentVersions, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { loadDocument } from "./load-document.js";
import { can } from "./policy.js";

/** Who replaced a document's file, when and why, newest first; older files open for managers. */
export async function versionHistory(db: DbOrTx, org: OrgActor, documentId: string) {
  const document = await loadDocument(db, org, documentId);
  const manages = can(org, "manage");
  const rows = await db
    .select({ v: documentVersions, first: people.firstName, last: people.lastName })
    .from(documentVersions)
    .leftJoin(people, eq(people.id, documentVersions.uploadedBy))
    .where(eq(documentVersions.documentId, document.id))
    .orderBy(desc(documentVersions.number));
  return {
    documentId: document.id,
    versions: rows.map(({ v, first, last }) => {
      const current = v.id === document.currentVersionId;
      return {
        documentVersionId: v.id,
        version: v.number,
        name: v.name,
        sizeBytes: v.sizeBytes,
        uploadedAt: v.uploadedAt.toISOString(),
        uploadedByName: first || last ? `${first ?? ""} ${last ?? ""}`.trim() : null,
        note: v.note,
        current,
        canOpen: current || manages,
      };
    }),
  };
}
