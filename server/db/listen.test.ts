import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test/test-database.js";
import { queryRows } from "./raw-rows.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

function waitFor(check: () => boolean, ms = 5_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) return resolve();
      if (Date.now() - started > ms) return reject(new Error("timed out"));
      setTimeout(tick, 20);
    };
    tick();
  });
}

describe("listening for NOTIFY", () => {
  it("hears what committed transactions notify, and nothing of rolled-back ones", async () => {
    const heard: string[] = [];
    const stop = await database.listen("quorate_test_channel", {
      onPayload: (payload) => heard.push(payload),
      onGap: () => {},
    });
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('quorate_test_channel', 'rolled back')`);
        throw new Error("undo");
      })
      .catch(() => {});
    await database.db.execute(sql`select pg_notify('quorate_test_channel', 'committed')`);
    await waitFor(() => heard.length > 0);
    expect(heard).toEqual(["committed"]);
    await stop();
  });

  it("reports a gap once a lost PostgreSQL connection is back, and hears again", async () => {
    if (database.kind !== "postgres") return; // PGlite listens inside this process: nothing to lose
    const heard: string[] = [];
    let gaps = 0;
    const stop = await database.listen("quorate_gap_channel", {
      onPayload: (payload) => heard.push(payload),
      onGap: () => {
        gaps++;
      },
    });
    await queryRows(
      database.db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN quorate_gap_channel'`,
    );
    await waitFor(() => gaps === 1);
    await database.db.execute(sql`select pg_notify('quorate_gap_channel', 'after')`);
    await waitFor(() => heard.includes("after"));
    await stop();
  });
});
