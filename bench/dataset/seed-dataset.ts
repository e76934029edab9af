import { sql } from "drizzle-orm";
import pg from "pg";
import { lockDataDir } from "../../server/data-dir-lock.js";
import { type Db, openDatabase, pgliteDirFor } from "../../server/db/client.js";
import { pgConnection } from "../../server/db/pg-connection.js";
import { queryRows } from "../../server/db/raw-rows.js";
import { datasetTables } from "./dataset.js";
import { loadWithInserts } from "./load-batched.js";
import { type LoadProgress, loadWithCopy } from "./load-postgres.js";
import { buildPlan, type DatasetOptions, type Plan, sessionHash } from "./plan.js";

/** PostgreSQL by URL (loaded with COPY), or a Quorate DATA_DIR whose db/ is PGlite. */
export type SeedTarget = { databaseUrl: string } | { dataDir: string };

/** Creates the database named in the URL when it does not exist yet; drops nothing. */
async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`Use a plain database name, not "${name}".`);
  url.pathname = "/postgres";
  const admin = new pg.Client(pgConnection(url.toString()));
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/**
 * "present" when this very dataset (size and seed) is already there; refuses a
 * database holding anything else rather than mixing data.
 */
async function datasetState(db: Db, plan: Plan): Promise<"empty" | "present"> {
  const first = plan.benchUsers[0];
  if (first) {
    const mine = await queryRows(
      db,
      sql`select 1 from sessions where token_hash = ${sessionHash(first)} limit 1`,
    );
    if (mine.length > 0) return "present";
  }
  const any = await queryRows(db, sql`select 1 from organisations limit 1`);
  if (any.length > 0)
    throw new Error(
      `The database already holds other data (not the "${plan.options.size}" dataset with seed ${plan.options.seed}): use an empty one.`,
    );
  return "empty";
}

/** Runs the real migrations, then loads the dataset unless it is already there. */
export async function seedDataset(
  target: SeedTarget,
  options: DatasetOptions,
  progress: LoadProgress,
): Promise<{ plan: Plan; loaded: boolean }> {
  const plan = buildPlan(options);
  if ("databaseUrl" in target) {
    await ensureDatabase(target.databaseUrl);
    const database = await openDatabase({ databaseUrl: target.databaseUrl });
    let state: "empty" | "present";
    try {
      await database.migrate();
      state = await datasetState(database.db, plan);
    } finally {
      await database.close();
    }
    if (state === "present") return { plan, loaded: false };
    await loadWithCopy(target.databaseUrl, datasetTables(plan), progress);
    return { plan, loaded: true };
  }
  // PGlite does not lock its folder: go through the same lock as the server.
  const lock = lockDataDir(target.dataDir, "quorate bench seed");
  try {
    const database = await openDatabase({ pgliteDir: pgliteDirFor(target.dataDir) });
    try {
      await database.migrate();
      if ((await datasetState(database.db, plan)) === "present") return { plan, loaded: false };
      await loadWithInserts(database.db, datasetTables(plan), progress);
      return { plan, loaded: true };
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}
