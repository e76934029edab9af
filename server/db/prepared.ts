import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "./client.js";
import { markServerPrepared } from "./pglite-prepared.js";

/**
 * A statement built once per database handle and run with placeholders. The hot reads
 * (every request's session, My Home, the lists) skip drizzle's query building, which
 * was most of a request's Node time, and on PostgreSQL a named statement is parsed and
 * planned once per pooled connection instead of on every call (bench/README.md).
 * On PGlite the wrapped client PREPAREs it (pglite-prepared.ts).
 * Inside a transaction the statement is built for that transaction (it must run on its
 * connection), so it costs what an unprepared query does.
 */
export function preparedFor<Q extends { getQuery(): { sql: string } }>(
  build: (db: Db) => Q,
): (db: DbOrTx) => Q {
  const byHandle = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let statement = byHandle.get(db);
    if (statement === undefined) {
      // A transaction is a database handle bound to one connection; drizzle prepares on either.
      statement = build(db as Db);
      byHandle.set(db, statement);
      // On PGlite, drizzle's prepare keeps only the SQL text: the client prepares it itself.
      if ("$client" in db) markServerPrepared(db.$client, statement.getQuery().sql);
    }
    return statement;
  };
}

/**
 * `column = any($name::uuid[])`: a list of ids as one parameter, so one prepared
 * statement serves any number of them (drizzle's inArray spells each id out).
 */
export function isAnyOfIds(column: AnyColumn, placeholderName: string): SQL {
  return sql`${column} = any(${sql.placeholder(placeholderName)}::uuid[])`;
}

const dialect = new PgDialect();

/**
 * A hand-written statement (CTEs, full-text search) prepared like the query-builder ones:
 * its parameters are `sql.placeholder`s, its rows come back as the driver reads them.
 */
export function preparedSql<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const prepared = preparedFor((db) => db._.session.prepareQuery(query, undefined, name, false));
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<Row[]> => {
    // Both drivers answer a raw statement with { rows }; drizzle's shared type cannot say so.
    const result = (await prepared(db).execute(values)) as unknown as { rows: Row[] };
    return result.rows;
  };
}
