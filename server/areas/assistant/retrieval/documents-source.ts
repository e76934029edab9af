import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { queryRows } from "../../../db/raw-rows.js";
import { uuidList } from "../../../db/uuid-list.js";
import { readableFolders } from "../../documents/queries.js";
import type { ReadableOrganisation } from "../readable-organisations.js";
import { type Passage, quotable, type RetrievalSource } from "./passage.js";

type Row = {
  id: string;
  organisation_id: string;
  organisation_name: string;
  folder_id: string | null;
  document_version_id: string;
  name: string;
  page: number | null;
  text: string;
  day: string;
  rank: number;
};

/**
 * Passages of the governance library's documents (their current versions, not the bin), for
 * organisations where the asker reads documents, and only from folders whose audiences they
 * are in: the same rule as the library's own pages (documents/queries.ts readableFolders).
 */
export const governanceDocumentsSource: RetrievalSource = {
  name: "governance documents",
  async search(db: DbOrTx, organisations: readonly ReadableOrganisation[], query, limit) {
    const readers = organisations.filter((o) => o.documentsReader);
    if (readers.length === 0) return [];
    // The folders each reader may open, filtered in the query itself: passages in folders they
    // cannot open must not crowd readable ones out of the limit (the answer would then depend
    // on what they cannot read).
    const folderIds: string[] = [];
    for (const o of readers)
      if (o.documentsReader)
        folderIds.push(...(await readableFolders(db, o.documentsReader)).keys());
    const rows = await queryRows<Row>(
      db,
      sql`select p.id, p.organisation_id, o.name as organisation_name, d.folder_id,
            v.id as document_version_id, v.name, p.page, p.text,
            to_char(v.uploaded_at, 'YYYY-MM-DD') as day, ts_rank(p.search, q) as rank
          from document_passages p
          join document_versions v on v.id = p.document_version_id
          join documents d on d.id = v.document_id and d.current_version_id = v.id
          join organisations o on o.id = p.organisation_id,
          to_tsquery('quorate', ${query.tsquery}) q
          where p.organisation_id in (${sql.join(
            readers.map((o) => sql`${o.id}::uuid`),
            sql`, `,
          )}) and d.deleted_at is null and p.search @@ q
            and (d.folder_id is null or d.folder_id = any(${uuidList(folderIds)}))
          order by rank desc limit ${limit}`,
    );
    const passages: Passage[] = [];
    for (const r of rows) {
      passages.push({
        sourceType: "governanceDocument",
        id: r.id,
        organisationId: r.organisation_id,
        organisationName: r.organisation_name,
        meetingId: null,
        title: r.page ? `${r.name}, page ${r.page}` : r.name,
        text: quotable(r.text),
        date: r.day,
        rank: Number(r.rank),
        cite: {
          documentType: "GovernanceDocument",
          meetingId: null,
          organisationId: r.organisation_id,
          documentVersionId: r.document_version_id,
          documentName: r.name,
        },
      });
      if (passages.length >= limit) break;
    }
    return passages;
  },
};

/**
 * The names of the current governance documents the asker may open ("Delegation of Authority"),
 * by the same rule as their passages: what a short form ("the DoA") may stand for.
 */
export async function readableDocumentNames(
  db: DbOrTx,
  organisations: readonly ReadableOrganisation[],
): Promise<string[]> {
  const names: string[] = [];
  for (const o of organisations) {
    if (!o.documentsReader) continue;
    const rows = await queryRows<{ name: string; folder_id: string | null }>(
      db,
      sql`select v.name, d.folder_id from documents d
          join document_versions v on v.id = d.current_version_id
          where d.organisation_id = ${o.id} and d.deleted_at is null`,
    );
    const readable = await readableFolders(db, o.documentsReader);
    for (const r of rows) if (r.folder_id === null || readable.has(r.folder_id)) names.push(r.name);
  }
  return names;
}
