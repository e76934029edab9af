import { PgTransaction } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.js";

/** One statement for at most this many calls: bounds the statement's size and its wait. */
const maxBatch = 256;

type Waiter<K, R> = { key: K; resolve: (result: R) => void; reject: (error: unknown) => void };

/**
 * Calls made while the event loop handles one round of I/O, run together as one statement
 * when that round is over (setImmediate). A hundred assistant questions arriving at once
 * were a hundred round trips, each waking a PostgreSQL backend and, for writes, a commit of
 * its own; gathered they are a handful (bench/README.md "Assistant hub"). `run` answers the
 * keys in order. A statement is all or nothing, so when one carrying several calls fails, each
 * is run again alone and only the call at fault fails (a thread deleted a moment ago must not
 * lose everyone else's question); in a transaction, which the failure has aborted, they all
 * fail. Calls on different database handles (a transaction is one) are never mixed.
 */
export function tickBatch<K, R>(
  run: (db: DbOrTx, keys: readonly K[]) => Promise<readonly R[]>,
): (db: DbOrTx, key: K) => Promise<R> {
  const pending = new Map<DbOrTx, Waiter<K, R>[]>();

  const settle = (db: DbOrTx, batch: readonly Waiter<K, R>[]) => {
    run(
      db,
      batch.map((w) => w.key),
    ).then(
      (results) => {
        if (results.length !== batch.length) {
          const error = new Error(
            `a batched statement answered ${results.length} of ${batch.length} calls`,
          );
          for (const w of batch) w.reject(error);
        } else for (const [i, w] of batch.entries()) w.resolve(results[i] as R);
      },
      (error: unknown) => {
        // In a transaction the failed statement has aborted it: a rerun could only fail too.
        if (batch.length === 1 || db instanceof PgTransaction)
          for (const w of batch) w.reject(error);
        else for (const w of batch) settle(db, [w]);
      },
    );
  };

  const flush = (db: DbOrTx) => {
    const waiters = pending.get(db) ?? [];
    pending.delete(db);
    for (let start = 0; start < waiters.length; start += maxBatch) {
      settle(db, waiters.slice(start, start + maxBatch));
    }
  };

  return (db, key) =>
    new Promise<R>((resolve, reject) => {
      let waiters = pending.get(db);
      if (!waiters) {
        waiters = [];
        pending.set(db, waiters);
        setImmediate(flush, db);
      }
      waiters.push({ key, resolve, reject });
    });
}

/** A batched statement's rows by the call they answer, in the order the statement gave them. */
export function rowsByKey<Row>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = grouped.get(key);
    if (list) list.push(row);
    else grouped.set(key, [row]);
  }
  return grouped;
}

/**
 * The usual batched read: each call asks for the rows of one key; the statement runs once for
 * the distinct keys of the round (`run` gets them) and each call gets the rows whose `rowKey`
 * is its `keyOf`, in the statement's order (none: an empty list). Equal keys share a look-up.
 */
export function tickBatchByKey<Key, Row>(options: {
  keyOf: (key: Key) => string;
  rowKey: (row: Row) => string;
  run: (db: DbOrTx, distinctKeys: readonly Key[]) => Promise<readonly Row[]>;
}): (db: DbOrTx, key: Key) => Promise<Row[]> {
  return tickBatch(async (db, keys: readonly Key[]) => {
    const distinct = [...new Map(keys.map((key) => [options.keyOf(key), key])).values()];
    const byKey = rowsByKey(await options.run(db, distinct), options.rowKey);
    return keys.map((key) => byKey.get(options.keyOf(key)) ?? []);
  });
}

/** For keys that are already text (ids, hashes, scopes). */
export const asText = (key: string) => key;
