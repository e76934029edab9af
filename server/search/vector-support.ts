import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { queryRows } from "../db/raw-rows.js";

const known = new WeakMap<DbOrTx, Promise<boolean>>();

/**
 * Whether this database keeps passages' vectors: migration 0031 makes passage_embeddings only
 * where pgvector could be created (always on PGlite; on a server, when it is installed). Asked
 * once per database: the API answers only after migrations ran, and the jobs start after them.
 */
export function vectorsAvailable(db: DbOrTx): Promise<boolean> {
  const cached = known.get(db);
  if (cached) return cached;
  const asked = queryRows<{ available: boolean }>(
    db,
    sql`select to_regclass('public.passage_embeddings') is not null as available`,
  ).then((rows) => rows[0]?.available === true);
  known.set(db, asked);
  // A failed question is asked again next time rather than remembered.
  asked.catch(() => known.delete(db));
  return asked;
}

/** pgvector's text form of a vector, `[0.1,-2,3e-7]`, for a `::vector` parameter. */
export function vectorText(vector: readonly number[]): string {
  return `[${vector.join(",")}]`;
}
