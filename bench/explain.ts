// npx tsx bench/explain.ts --database-url URL [--size large] [--seed 1] [--user 0]
// EXPLAIN (ANALYZE, BUFFERS) of every query each scenario's request runs, captured from the real server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { loadConfig } from "../server/config.js";
import type { Database, Db } from "../server/db/client.js";
import { postgresListen } from "../server/db/listen.js";
import { migratePostgres } from "../server/db/migrate.js";
import { pgConnection } from "../server/db/pg-connection.js";
import * as schema from "../server/db/schema/index.js";
import { startServer } from "../server/start-server.js";
import { buildPlan } from "./dataset/plan.js";
import { parseSizeName } from "./dataset/sizes.js";
import { datasetScenarios } from "./scenarios.js";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    size: { type: "string", default: "large" },
    seed: { type: "string", default: "1" },
    user: { type: "string", default: "0" },
  },
});
const databaseUrl = values["database-url"];
if (!databaseUrl) throw new Error("Give --database-url of a seeded database.");

const captured: Array<{ query: string; params: unknown[] }> = [];
const pool = new pg.Pool({ ...pgConnection(databaseUrl), max: 10 });
// The app's own database object, with a logger that keeps each statement and its parameters.
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
});
const database: Database = {
  db: db as unknown as Db,
  kind: "postgres",
  migrate: () => migratePostgres(pool),
  close: () => pool.end(),
  listen: postgresListen(databaseUrl),
};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-bench-explain-"));
const server = await startServer(
  loadConfig({ PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", DATA_DIR: dataDir }),
  { database, runJobs: false },
);
const plan = buildPlan({
  size: parseSizeName(values.size),
  seed: Number(values.seed),
  anchor: new Date(),
});
try {
  for (const scenario of datasetScenarios(plan, values.size ?? "")) {
    const request = scenario.requests[Number(values.user)];
    if (!request) throw new Error("no such bench user");
    captured.length = 0;
    const res = await fetch(`${server.url}${request.path}`, { headers: request.headers });
    console.log(`\n### ${scenario.name}\nGET ${request.path} → ${res.status}\n`);
    for (const { query, params } of [...captured]) {
      const plain = await pool.query(`explain (analyze, buffers) ${query}`, params);
      console.log("```sql");
      console.log(query);
      console.log(`-- parameters: ${JSON.stringify(params)}`);
      console.log("```\n```");
      for (const row of plain.rows as Array<Record<string, string>>) console.log(row["QUERY PLAN"]);
      console.log("```\n");
    }
  }
} finally {
  await server.stop();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
