// A second app process for the exactly-once test: runs a job worker against DATABASE_URL
// until no "test.record" job is left, recording each run with its worker id.
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client.js";
import { queryRows } from "../db/raw-rows.js";
import { JobWorker } from "./worker.js";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required");
const database = await openDatabase({ databaseUrl: url });
const worker = new JobWorker(database.db, { pollMs: 10 });
worker.register("test.record", async (payload) => {
  await new Promise((r) => setTimeout(r, Math.random() * 5));
  await database.db.execute(
    sql`insert into job_runs_test (job_key, worker) values (${String(payload.key)}, ${worker.workerId})`,
  );
});
process.stdout.write("ready\n");
// Wait for the go signal so both processes start claiming at the same moment.
await new Promise<void>((resolve) => process.stdin.once("data", () => resolve()));
process.stdin.destroy();
worker.start();
for (;;) {
  await new Promise((r) => setTimeout(r, 50));
  const [left] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from jobs where name = 'test.record' and status in ('pending', 'running')`,
  );
  if (left?.n === 0) break;
}
await worker.stop();
await database.close();
process.exit(0);
