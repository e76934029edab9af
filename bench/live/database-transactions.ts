import pg from "pg";
import { pgConnection } from "../../server/db/pg-connection.js";

/**
 * Transactions PostgreSQL has committed in one database so far (`pg_stat_database`): each
 * statement the server sends outside a transaction is one, so the difference over a stretch
 * counts its statements (a backend reports at most a second late while busy, ten when idle).
 */
export async function committedTransactions(databaseUrl: string): Promise<number> {
  const client = new pg.Client(pgConnection(databaseUrl));
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select xact_commit::text as n from pg_stat_database where datname = current_database()",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
