import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "./client.js";

/**
 * Runs raw SQL and returns its rows. Both drivers (PGlite and node-postgres)
 * answer with `{ rows }`; drizzle's shared type cannot say so, hence the cast.
 */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
