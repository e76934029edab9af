import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { pgConnection } from "../server/db/pg-connection.js";
import type { DatasetOptions, Plan } from "./dataset/plan.js";
import { seedDataset } from "./dataset/seed-dataset.js";

export type DatasetTarget = {
  kind: "postgres" | "pglite";
  /** A PostgreSQL URL, or a PGlite DATA_DIR. */
  location: string;
  plan: Plan;
  /** Drops what this run created; a database or folder the user named is kept. */
  dispose(): Promise<void>;
};

const logLoad = (table: string, rows: number, ms: number) =>
  console.log(
    `  ${table.padEnd(22)} ${String(rows).padStart(10)} rows ${String(ms).padStart(8)} ms`,
  );

/** A database or folder the user named: seeded only when empty, never dropped. */
export async function namedTarget(
  kind: "postgres" | "pglite",
  location: string,
  options: DatasetOptions,
): Promise<DatasetTarget> {
  console.log(`seeding "${options.size}" into ${location} unless it is there already`);
  const { plan } = await seedDataset(
    kind === "postgres" ? { databaseUrl: location } : { dataDir: location },
    options,
    logLoad,
  );
  return { kind, location, plan, dispose: async () => undefined };
}

/** A fresh database for this run only (PostgreSQL on `serverUrl`'s server, or a temporary folder). */
export async function temporaryTarget(
  kind: "postgres" | "pglite",
  serverUrl: string,
  options: DatasetOptions,
): Promise<DatasetTarget> {
  if (kind === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-bench-dataset-"));
    const target = await namedTarget(kind, dir, options);
    return { ...target, dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const url = new URL(serverUrl);
  const name = `quorate_bench_${randomBytes(4).toString("hex")}`;
  url.pathname = `/${name}`;
  const target = await namedTarget(kind, url.toString(), options);
  return {
    ...target,
    async dispose() {
      const admin = new pg.Client(pgConnection(serverUrl));
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
