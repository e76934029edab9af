import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migrateLite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { migrationsFolder } from "./migrate.js";
import { pgConnection } from "./pg-connection.js";
import { pgliteExtensions } from "./pglite-extensions.js";

/**
 * Migrations 0020–0021 give votes a context (type + id) in place of their meeting and agenda
 * item, keeping every vote and ballot. Run against a database holding a vote made before them,
 * on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
 */
const lastBefore = 19;

/** The migrations folder as it was before the vote contexts: the SQL files and a trimmed journal. */
function migrationsUpTo(idx: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-migrations-"));
  fs.mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= idx);
  fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

type Sql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** A board, a meeting with a Vote item, a vote on it with one ballot: the shape before 0020. */
async function seedBefore(query: Sql) {
  const ids = {
    org: randomUUID(),
    person: randomUUID(),
    meeting: randomUUID(),
    item: randomUUID(),
    vote: randomUUID(),
  };
  await query(
    `insert into organisations (id, name, short_name) values ($1, 'Migration Board', 'MB')`,
    [ids.org],
  );
  await query(`insert into people (id, first_name, last_name) values ($1, 'Ana', 'Voter')`, [
    ids.person,
  ]);
  await query(
    `insert into meetings (id, organisation_id, title, start_time, end_time, time_zone)
     values ($1, $2, 'Budget meeting', now(), now() + interval '1 hour', 'UTC')`,
    [ids.meeting, ids.org],
  );
  await query(
    `insert into agenda_items (id, meeting_id, position, type, title, motion)
     values ($1, $2, 1, 'Vote', 'Budget', 'That the budget be approved')`,
    [ids.item, ids.meeting],
  );
  await query(
    `insert into votes (id, meeting_id, agenda_item_id, motion, eligible_person_ids)
     values ($1, $2, $3, 'That the budget be approved', $4::jsonb)`,
    [ids.vote, ids.meeting, ids.item, JSON.stringify([ids.person])],
  );
  await query(`insert into ballots (vote_id, person_id, choice) values ($1, $2, 'Support')`, [
    ids.vote,
    ids.person,
  ]);
  return ids;
}

async function expectKeptAndCascading(query: Sql, ids: Awaited<ReturnType<typeof seedBefore>>) {
  const [vote] = await query(
    "select organisation_id, context_type, context_id, motion, status from votes where id = $1",
    [ids.vote],
  );
  expect(vote).toEqual({
    organisation_id: ids.org,
    context_type: "agendaItem",
    context_id: ids.item,
    motion: "That the budget be approved",
    status: "open",
  });
  expect(await query("select choice from ballots where vote_id = $1", [ids.vote])).toEqual([
    { choice: "Support" },
  ]);
  const columns = await query(
    "select column_name from information_schema.columns where table_name = 'votes' and column_name in ('meeting_id', 'agenda_item_id')",
  );
  expect(columns).toEqual([]);
  // A vote on the same item again is refused by the context key, as the item key did.
  await expect(
    query(
      `insert into votes (organisation_id, context_type, context_id, motion, eligible_person_ids)
       values ($1, 'agendaItem', $2, 'Again', '[]'::jsonb)`,
      [ids.org, ids.item],
    ),
  ).rejects.toThrow();
  // Ballots still raise the organisation's record version (migration 0017's triggers).
  const before = await query(
    "select version from organisation_versions where organisation_id = $1",
    [ids.org],
  );
  await query("update ballots set choice = 'Oppose' where vote_id = $1", [ids.vote]);
  const after = await query(
    "select version from organisation_versions where organisation_id = $1",
    [ids.org],
  );
  expect(Number(after[0]?.version)).toBeGreaterThan(Number(before[0]?.version ?? 0));
  // The item takes its vote and ballots with it, as its foreign key's cascade did.
  await query("delete from agenda_items where id = $1", [ids.item]);
  expect(await query("select id from votes where id = $1", [ids.vote])).toEqual([]);
  expect(await query("select vote_id from ballots where vote_id = $1", [ids.vote])).toEqual([]);
}

const earlier = migrationsUpTo(lastBefore);
afterAll(() => fs.rmSync(earlier, { recursive: true, force: true }));

type Fresh = { query: Sql; migrate(folder: string): Promise<void>; close(): Promise<void> };

/** An empty, unmigrated database of the run's kind: PGlite, or PostgreSQL under test:pg. */
async function freshDatabase(): Promise<Fresh> {
  const postgres = inject("postgresTemplate");
  if (!postgres) {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const db = drizzlePglite(client);
    return {
      query: async (text, params) =>
        (await client.query(text, params)).rows as Record<string, unknown>[],
      migrate: (folder) => migrateLite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `quorate_m_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client(pgConnection(postgres.baseUrl));
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgres.baseUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool(pgConnection(url.toString()));
  // Dropping the database ends connections the pool is still closing; that is expected here.
  pool.on("error", () => undefined);
  const db = drizzlePg(pool);
  return {
    query: async (text, params) => (await pool.query(text, params)).rows,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe("giving votes a context (migrations 0020–0021)", () => {
  it("keeps every vote and ballot, one vote per item, and the item's cascade", async () => {
    const database = await freshDatabase();
    try {
      await database.migrate(earlier);
      const ids = await seedBefore(database.query);
      await database.migrate(migrationsFolder);
      await expectKeptAndCascading(database.query, ids);
    } finally {
      await database.close();
    }
  });
});
