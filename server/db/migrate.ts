import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migrateLite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "migrations",
);

// Any number identifying Quorate's migration lock among other advisory locks.
const migrationLockKey = 727274;

export async function migratePglite(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  await migrateLite(db, { migrationsFolder });
}

/** Several app processes may start at once on one server: one migrates, the others wait. */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
    await migratePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => undefined);
    client.release();
  }
}
