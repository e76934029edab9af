import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/raw-rows.js";
import { openTestDatabase, type TestDatabase } from "../test/test-database.js";
import { enqueueJob } from "./queue.js";
import { JobWorker } from "./worker.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table job_runs_test (job_key text not null, worker text not null)`,
  );
});
afterAll(async () => {
  await database.destroy();
});

async function jobRow(name: string) {
  const [row] = await queryRows<{
    status: string;
    attempts: number;
    last_error: string | null;
    run_at: Date;
  }>(
    database.db,
    sql`select status, attempts, last_error, run_at from jobs where name = ${name} order by id desc limit 1`,
  );
  return row;
}

describe("the job queue", () => {
  it("runs a job once it is due, not before", async () => {
    const worker = new JobWorker(database.db, { pollMs: 10 });
    const seen: unknown[] = [];
    worker.register("test.delayed", async (payload) => {
      seen.push(payload.n);
    });
    await enqueueJob(
      database.db,
      "test.delayed",
      { n: 1 },
      { runAt: new Date(Date.now() + 60_000) },
    );
    await enqueueJob(database.db, "test.delayed", { n: 2 });
    expect(await worker.drain()).toBe(1);
    expect(seen).toEqual([2]);
  });

  it("retries a failing job with growing backoff, then gives up and keeps the error", async () => {
    const worker = new JobWorker(database.db, { pollMs: 10, backoffBaseSeconds: 0 });
    let calls = 0;
    worker.register("test.flaky", async () => {
      calls++;
      throw new Error(`mail server said no (${calls})`);
    });
    await enqueueJob(database.db, "test.flaky", {}, { maxAttempts: 3 });
    await worker.drain();
    expect(calls).toBe(3);
    const row = await jobRow("test.flaky");
    expect(row).toMatchObject({
      status: "failed",
      attempts: 3,
      last_error: "mail server said no (3)",
    });

    const slow = new JobWorker(database.db, { pollMs: 10, backoffBaseSeconds: 30 });
    slow.register("test.backoff", async () => {
      throw new Error("later");
    });
    await enqueueJob(database.db, "test.backoff", {}, { maxAttempts: 5 });
    const before = Date.now();
    await slow.drain();
    const retry = await jobRow("test.backoff");
    expect(retry?.status).toBe("pending");
    expect(new Date(retry?.run_at ?? 0).getTime() - before).toBeGreaterThan(25_000);
  });

  it("enqueues a job with a unique key only once", async () => {
    await enqueueJob(database.db, "test.unique", {}, { uniqueKey: "reminder:1" });
    await enqueueJob(database.db, "test.unique", {}, { uniqueKey: "reminder:1" });
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from jobs where unique_key = 'reminder:1'`,
    );
    expect(row?.n).toBe(1);
  });

  it("runs a recurring job once per slot however many workers tick", async () => {
    const runs: string[] = [];
    const a = new JobWorker(database.db, { pollMs: 5 });
    const b = new JobWorker(database.db, { pollMs: 5 });
    for (const w of [a, b])
      w.registerRecurring(
        { name: "test.hourly", everyMs: 3_600_000 },
        async () => void runs.push(w.workerId),
      );
    a.start();
    b.start();
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toHaveLength(1);
  });

  it("runs each of 200 jobs exactly once with two workers claiming at the same time", async () => {
    for (let i = 0; i < 200; i++) await enqueueJob(database.db, "test.record", { key: `k${i}` });
    if (database.kind === "postgres" && database.url) {
      await runInTwoProcesses(database.url);
    } else {
      // PGlite is one process by design (the data folder is locked): two workers share it.
      const workers = [0, 1].map(() => new JobWorker(database.db, { pollMs: 5 }));
      for (const w of workers) {
        w.register("test.record", async (payload) => {
          await database.db.execute(
            sql`insert into job_runs_test (job_key, worker) values (${String(payload.key)}, ${w.workerId})`,
          );
        });
      }
      await Promise.all(workers.map((w) => w.drain()));
    }
    const perKey = await queryRows<{ job_key: string; n: number }>(
      database.db,
      sql`select job_key, count(*)::int as n from job_runs_test group by job_key`,
    );
    expect(perKey).toHaveLength(200);
    expect(perKey.every((r) => r.n === 1)).toBe(true);
    if (database.kind === "postgres") {
      const workers = await queryRows<{ worker: string }>(
        database.db,
        sql`select distinct worker from job_runs_test`,
      );
      expect(workers.length).toBe(2);
    }
  });
});

async function runInTwoProcesses(url: string): Promise<void> {
  const script = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    "two-process-worker.fixture.ts",
  );
  const children = [0, 1].map(() =>
    spawn(process.execPath, ["--import", "tsx", script], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ["pipe", "pipe", "inherit"],
    }),
  );
  await Promise.all(
    children.map((c) => new Promise<void>((resolve) => c.stdout?.once("data", () => resolve()))),
  );
  for (const c of children) c.stdin?.write("go\n");
  const codes = await Promise.all(
    children.map((c) => new Promise<number | null>((resolve) => c.once("exit", resolve))),
  );
  expect(codes).toEqual([0, 0]);
}
