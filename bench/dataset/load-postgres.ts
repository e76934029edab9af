import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { pgConnection } from "../../server/db/pg-connection.js";
import type { TableData } from "./cells.js";
import { copyChunks, copyStatement } from "./copy-text.js";

export type LoadProgress = (table: string, rows: number, ms: number) => void;

/**
 * COPY every table in one transaction (a failed load leaves nothing behind),
 * then VACUUM ANALYZE so the planner sees real statistics and index-only scans
 * can use the visibility map.
 */
export async function loadWithCopy(
  databaseUrl: string,
  tables: TableData[],
  progress: LoadProgress,
): Promise<void> {
  const client = new pg.Client(pgConnection(databaseUrl));
  await client.connect();
  try {
    await client.query("begin");
    for (const data of tables) {
      const started = Date.now();
      const stream = client.query(copyFrom(copyStatement(data)));
      await pipeline(Readable.from(copyChunks(data)), stream);
      progress(data.table, Number(stream.rowCount), Date.now() - started);
    }
    await client.query("commit");
    const started = Date.now();
    for (const data of tables) await client.query(`vacuum analyze ${data.table}`);
    progress("(vacuum analyze)", 0, Date.now() - started);
  } catch (err) {
    await client.query("rollback").catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}
