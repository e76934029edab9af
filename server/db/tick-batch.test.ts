import { PgTransaction } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { DbOrTx } from "./client.js";
import { asText, rowsByKey, tickBatch, tickBatchByKey } from "./tick-batch.js";

// The batcher only uses a handle to keep calls on different handles apart.
const handle = (name: string) => ({ name }) as unknown as DbOrTx;

/** A batched "statement" that doubles numbers, records each run, and refuses negatives. */
function doubler() {
  const runs: number[][] = [];
  const double = tickBatch(async (_db, keys: readonly number[]) => {
    runs.push([...keys]);
    if (keys.some((k) => k < 0)) throw new Error(`refused ${keys.join(",")}`);
    return keys.map((k) => k * 2);
  });
  return { runs, double };
}

describe("tickBatch", () => {
  it("runs the calls made in one round of the event loop as one statement, in order", async () => {
    const { runs, double } = doubler();
    const db = handle("a");
    expect(await Promise.all([double(db, 1), double(db, 2), double(db, 3)])).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1, 2, 3]]);
  });

  it("starts a new statement for calls made after the round, and per database handle", async () => {
    const { runs, double } = doubler();
    const [a, b] = [handle("a"), handle("b")];
    const first = await Promise.all([double(a, 1), double(b, 2)]);
    const second = await double(a, 3);
    expect([...first, second]).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1], [2], [3]]);
  });

  it("reruns a failed statement's calls one by one, so only the call at fault fails", async () => {
    const { runs, double } = doubler();
    const db = handle("a");
    const results = await Promise.allSettled([double(db, 1), double(db, -1), double(db, 3)]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "failed"))).toEqual([
      2,
      "failed",
      6,
    ]);
    expect(results[1]).toMatchObject({ reason: new Error("refused -1") });
    expect(runs).toEqual([[1, -1, 3], [1], [-1], [3]]);
  });

  it("fails every call of a failed statement in a transaction, which the failure aborted", async () => {
    const { runs, double } = doubler();
    const tx = Object.create(PgTransaction.prototype) as DbOrTx;
    const results = await Promise.allSettled([double(tx, 1), double(tx, -1)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(runs).toEqual([[1, -1]]);
  });

  it("fails every call when the statement does not answer each call it carried", async () => {
    const short = tickBatch(async (_db, keys: readonly number[]) => keys.slice(1));
    const db = handle("a");
    const results = await Promise.allSettled([short(db, 1), short(db, 2)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
  });

  it("splits a crowd into statements of at most 256 calls", async () => {
    const { runs, double } = doubler();
    const db = handle("a");
    const keys = Array.from({ length: 600 }, (_, i) => i);
    expect(await Promise.all(keys.map((k) => double(db, k)))).toEqual(keys.map((k) => k * 2));
    expect(runs.map((r) => r.length)).toEqual([256, 256, 88]);
  });
});

describe("rowsByKey", () => {
  it("groups a batched statement's rows by the call they answer, keeping their order", () => {
    const rows = [
      { who: "a", n: 1 },
      { who: "b", n: 2 },
      { who: "a", n: 3 },
    ];
    const grouped = rowsByKey(rows, (r) => r.who);
    expect(grouped.get("a")?.map((r) => r.n)).toEqual([1, 3]);
    expect(grouped.get("b")?.map((r) => r.n)).toEqual([2]);
    expect(grouped.get("c")).toBeUndefined();
  });
});

describe("tickBatchByKey", () => {
  it("runs once for the distinct keys of a round and hands each call the rows of its key", async () => {
    const runs: string[][] = [];
    const lettersOf = tickBatchByKey({
      keyOf: asText,
      rowKey: (row: { word: string }) => row.word,
      run: async (_db, words: readonly string[]) => {
        runs.push([...words]);
        return words.flatMap((word) => [...word].map((letter) => ({ word, letter })));
      },
    });
    const db = handle("a");
    const [ab, c, again, none] = await Promise.all([
      lettersOf(db, "ab"),
      lettersOf(db, "c"),
      lettersOf(db, "ab"),
      lettersOf(db, ""),
    ]);
    expect(runs).toEqual([["ab", "c", ""]]);
    expect(ab.map((r) => r.letter)).toEqual(["a", "b"]);
    expect(c.map((r) => r.letter)).toEqual(["c"]);
    expect(again).toEqual(ab);
    expect(none).toEqual([]);
  });
});
