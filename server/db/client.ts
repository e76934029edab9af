import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type Listen, pgliteListen, postgresListen } from "./listen.js";
import { migratePglite, migratePostgres } from "./migrate.js";
import { pgConnection } from "./pg-connection.js";
import { pgliteExtensions } from "./pglite-extensions.js";
import { serverPreparingPglite } from "./pglite-prepared.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Queries take either the database or an open transaction, so commands can compose them. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the SQL migrations in server/db/migrations (the same files on both kinds). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** NOTIFY on a channel, from whichever process committed it (db/listen.ts). */
  listen: Listen;
};

export type DatabaseTarget = { databaseUrl: string } | { pgliteDir: string };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ("databaseUrl" in target) {
    // A page's reads run side by side (My Home runs up to five at once): with 10 clients,
    // requests queued for a client at 50 concurrent users (bench/README.md).
    // Prepared statements (parsed once per connection, their plans kept) live as long as their
    // connection: the pool's default of closing a client idle for 10 s threw them away at every
    // lull, and the next requests paid for parsing and planning again (bench/README.md "AI search").
    const pool = new pg.Pool({
      ...pgConnection(target.databaseUrl),
      max: 20,
      idleTimeoutMillis: 300_000,
    });
    // An idle client dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      migrate: () => migratePostgres(pool),
      close: () => pool.end(),
      listen: postgresListen(target.databaseUrl),
    };
  }
  const client = await PGlite.create({ dataDir: target.pgliteDir, extensions: pgliteExtensions });
  // The hot reads (preparedFor) run as server-side prepared statements: pglite-prepared.ts.
  const db = drizzlePglite(serverPreparingPglite(client), { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db),
    close: () => client.close(),
    listen: pgliteListen(client),
  };
}

export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, "db");
}
