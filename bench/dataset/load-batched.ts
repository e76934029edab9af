import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.js";
import type { Cell, TableData } from "./cells.js";
import type { LoadProgress } from "./load-postgres.js";

/** PostgreSQL allows 65,535 parameters per statement; stay well below. */
const maxParameters = 20_000;

function insertBatch(data: TableData, rows: Cell[][]): SQL {
  const columns = sql.join(
    data.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  // Parameters are sent untyped, so PostgreSQL reads each as its column's type (jsonb, uuid…).
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${sql.join(
          row.map((v) => sql`${v}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  return sql`insert into ${sql.identifier(data.table)} (${columns}) values ${values}`;
}

/** Multi-row inserts in one transaction: for PGlite (no COPY FROM STDIN) and test databases. */
export async function loadWithInserts(
  db: Db,
  tables: TableData[],
  progress: LoadProgress,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const data of tables) {
      const started = Date.now();
      const perBatch = Math.max(1, Math.floor(maxParameters / data.columns.length));
      let batch: Cell[][] = [];
      let count = 0;
      for (const row of data.rows()) {
        batch.push(row);
        if (batch.length === perBatch) {
          await tx.execute(insertBatch(data, batch));
          count += batch.length;
          batch = [];
        }
      }
      if (batch.length) await tx.execute(insertBatch(data, batch));
      count += batch.length;
      progress(data.table, count, Date.now() - started);
    }
  });
  await db.execute(sql`analyze`);
}
