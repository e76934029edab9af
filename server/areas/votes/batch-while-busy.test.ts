import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { batchWhileBusy } from "./batch-while-busy.js";

describe("batches while busy", () => {
  it("run the calls of one moment together, and those arriving meanwhile in the next batch", async () => {
    const batches: number[][] = [];
    const call = batchWhileBusy(async (keys: readonly number[]) => {
      batches.push([...keys]);
      await sleep(30);
      return keys.map((k) => k * 10);
    });
    const first = [call(1), call(2), call(3)];
    await sleep(5);
    const second = [call(4), call(5)];
    await sleep(5);
    const third = call(6);
    expect(await Promise.all([...first, ...second, third])).toEqual([10, 20, 30, 40, 50, 60]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it("keep at most `concurrency` batches running", async () => {
    let running = 0;
    let most = 0;
    const call = batchWhileBusy(
      async (keys: readonly number[]) => {
        running++;
        most = Math.max(most, running);
        await sleep(20);
        running--;
        return keys;
      },
      { concurrency: 2 },
    );
    const calls: Promise<number>[] = [];
    for (let i = 0; i < 10; i++) {
      calls.push(call(i));
      await sleep(3);
    }
    expect(await Promise.all(calls)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(2);
  });

  it("run a failed batch again call by call, so only the call at fault fails", async () => {
    const batches: string[][] = [];
    const call = batchWhileBusy(async (keys: readonly string[]) => {
      batches.push([...keys]);
      if (keys.includes("bad")) throw new Error("bad key");
      return keys.map((k) => k.toUpperCase());
    });
    const answers = await Promise.allSettled([call("a"), call("bad"), call("c")]);
    expect(answers.map((a) => (a.status === "fulfilled" ? a.value : "refused"))).toEqual([
      "A",
      "refused",
      "C",
    ]);
    expect(batches).toEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
  });
});
