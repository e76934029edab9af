import { type SQL, sql } from "drizzle-orm";

/**
 * A list of ids as one uuid[] parameter (`= any(${uuidList(ids)})`): one bound value however
 * many ids, never one placeholder each. For prepared statements, prepared.ts's placeholder form.
 */
export function uuidList(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(",")}}`}::uuid[]`;
}
