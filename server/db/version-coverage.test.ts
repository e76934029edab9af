import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMembership, buildAccount, buildBoard } from "../test/factories.js";
import { openTestDatabase, type TestDatabase } from "../test/test-database.js";
import { queryRows } from "./raw-rows.js";
import { organisationVersions, people } from "./schema/index.js";

/**
 * Answers are cached against an organisation's version (My Home, and the pages that declare
 * `config.cachedAnswer`), so every table whose rows a page can show must raise it. A table
 * that does not is listed here with the reason no cached page shows it.
 */
const notShownOnPages: Record<string, string> = {
  annotations: "a reader's notes, read by the viewer, never cached",
  passage_embeddings: "vectors for search by meaning, which is never cached",
  assistant_messages: "a person's own chat, never cached",
  assistant_threads: "a person's own chat, never cached",
  document_review_reminders: "which reminders went out, for the job only",
  document_seals: "records of sealed PDFs, read uncached by /api/verify and the minutes PDF",
  document_shares: "share links, read uncached by the managers' list and the link's own page",
  email_tokens: "sign-in secrets",
  flying_minute_notices: "which notices went out, shown uncached on the flying minute's page",
  file_reads: "read receipts, read uncached by the managers' lists of readers",
  jobs: "the queue",
  login_failures: "rate-limit counters",
  mail_messages: "the outbox, read by the installation's administrator only",
  meeting_reminders: "which reminders went out, for the job only",
  oidc_identities: "sign-in links to identity providers",
  organisation_versions: "the versions themselves",
  recovery_codes: "sign-in secrets",
  report_file_reads: "read receipts, read uncached by the report's page",
  report_notices: "which notices went out, for the read receipts only",
  report_reads: "read receipts, read uncached by the report's page and list",
  report_sends: "the e-mail history, shown uncached on the report's page",
  search_history: "a person's own searches, read uncached by the search dialog",
  sessions: "sign-in state; the versions are read with it",
  signature_events: "a request's history, read uncached by its page",
  signature_fields: "a request's fields, read uncached by its page",
  signature_notices: "which reminders went out, for the job only",
  tenure_reminders: "which reminders went out, for the job only",
};

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe("organisation versions", () => {
  it("are raised by every table a page can show, on insert, update and delete", async () => {
    const tables = await queryRows<{ name: string }>(
      database.db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    );
    const triggers = await queryRows<{ tbl: string; name: string }>(
      database.db,
      sql`select event_object_table as tbl, trigger_name as name from information_schema.triggers`,
    );
    const missing: string[] = [];
    for (const { name } of tables) {
      if (name in notShownOnPages) continue;
      for (const event of ["insert", "update", "delete"])
        if (!triggers.some((t) => t.tbl === name && t.name === `${name}_versions_${event}`))
          missing.push(`${name} (${event})`);
    }
    expect(missing).toEqual([]);
    expect(tables.length).toBeGreaterThan(30);
  });

  it("of every organisation a person belongs to rise when their name changes", async () => {
    const db = database.db;
    const owner = await buildAccount(db);
    const first = await buildBoard(db, owner.personId, "First Trust");
    const second = await buildBoard(db, owner.personId, "Second Trust");
    const member = await buildAccount(db);
    await addMembership(db, first.id, member.personId, "Director");
    await addMembership(db, second.id, member.personId, "Director");
    const versions = async () =>
      (await db.select().from(organisationVersions))
        .filter((v) => v.organisationId === first.id || v.organisationId === second.id)
        .map((v) => Number(v.version))
        .sort();
    const before = await versions();
    await db.update(people).set({ lastName: "Renamed" }).where(eq(people.id, member.personId));
    const after = await versions();
    expect(after.map((v, i) => v - (before[i] ?? 0))).toEqual([1, 1]);
  });
});
