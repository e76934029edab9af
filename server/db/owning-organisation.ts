import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";
import { isAnyOfIds, preparedFor } from "./prepared.js";
import { asText, tickBatchByKey } from "./tick-batch.js";

/** How many records' organisations are kept per database and kind (the most recent). */
const knownMax = 20_000;

/**
 * The organisation a record belongs to, for routes addressed by the record's id (a meeting, a
 * vote): the organisation decides access. A record never moves to another organisation, so the
 * answer is kept per database, and a cached page costs the session look-up and the
 * organisation's access check only. Look-ups arriving together share one statement. An unknown
 * id is never kept, and a deleted record's entry only lets the request reach its handler, which
 * finds nothing (404 either way).
 */
export function owningOrganisation(
  name: string,
  table: PgTable,
  columns: { id: PgColumn; organisationId: PgColumn },
): (db: Db, id: string) => Promise<string | undefined> {
  const statement = preparedFor((db) =>
    db
      .select({ id: columns.id, organisationId: columns.organisationId })
      .from(table)
      .where(isAnyOfIds(columns.id, "ids"))
      .prepare(`${name}_organisations`),
  );
  const rows = tickBatchByKey({
    keyOf: asText,
    rowKey: (row: { id: unknown; organisationId: unknown }) => String(row.id),
    run: (db, ids: readonly string[]) => statement(db).execute({ ids }),
  });
  const known = new WeakMap<Db, Map<string, string>>();
  return async (db, rawId) => {
    if (!rawId) return undefined;
    // PostgreSQL answers with lowercase ids; an address may spell one in capitals.
    const id = rawId.toLowerCase();
    let map = known.get(db);
    if (!map) {
      map = new Map();
      known.set(db, map);
    }
    const hit = map.get(id);
    if (hit) return hit;
    const [row] = await rows(db, id);
    if (!row) return undefined;
    const organisationId = String(row.organisationId);
    if (map.size >= knownMax) map.delete(map.keys().next().value ?? "");
    map.set(id, organisationId);
    return organisationId;
  };
}
