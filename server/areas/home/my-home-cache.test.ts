import { describe, expect, it } from "vitest";
import type { MyHomeQuery, MyHomeResponse } from "../../../common/contracts/home.js";
import type { Actor } from "../../http/actor.js";
import { myHomeCache } from "./my-home-cache.js";

const query: MyHomeQuery = { timeFrame: "30", direction: "upcoming", page: 1, pageSize: 10 };
const at = new Date("2026-11-22T10:00:05Z");
const actor = (orgVersions?: string, personId = "p1"): Actor => ({
  personId,
  email: `${personId}@example.test`,
  isSupport: false,
  isInstallationAdmin: false,
  sessionTokenHash: "h",
  orgVersions,
});

/** A build that answers a fresh object each time and counts its calls. */
function counter() {
  let calls = 0;
  return {
    build: async (): Promise<MyHomeResponse> => {
      calls += 1;
      return {
        meetings: { items: [], total: calls, page: 1, pageSize: 10 },
        actions: { items: [], total: 0 },
        votes: [],
        signatures: [],
        trials: [],
      };
    },
    calls: () => calls,
  };
}

describe("My Home cache", () => {
  it("answers again from the cache while the versions, question and minute are the same", async () => {
    const cache = myHomeCache();
    const c = counter();
    const first = await cache.answer(actor("o1:3"), query, at, c.build);
    const again = await cache.answer(
      actor("o1:3"),
      query,
      new Date(at.getTime() + 50_000),
      c.build,
    );
    expect(again).toBe(first);
    expect(c.calls()).toBe(1);
  });

  it("builds anew when a version changes, another person asks, the question differs or the minute passes", async () => {
    const cache = myHomeCache();
    const c = counter();
    await cache.answer(actor("o1:3"), query, at, c.build);
    await cache.answer(actor("o1:4"), query, at, c.build);
    await cache.answer(actor("o1:4,o2:0"), query, at, c.build);
    await cache.answer(actor("o1:3", "p2"), query, at, c.build);
    await cache.answer(actor("o1:3"), { ...query, page: 2 }, at, c.build);
    await cache.answer(actor("o1:3"), { ...query, timeFrame: "all" }, at, c.build);
    await cache.answer(actor("o1:3"), query, new Date("2026-11-22T10:01:00Z"), c.build);
    expect(c.calls()).toBe(7);
  });

  it("never caches for an actor not read from a session", async () => {
    const cache = myHomeCache();
    const c = counter();
    await cache.answer(actor(undefined), query, at, c.build);
    await cache.answer(actor(undefined), query, at, c.build);
    expect(c.calls()).toBe(2);
  });

  it("keeps at most its capacity, dropping the least recently used", async () => {
    const cache = myHomeCache(2);
    const c = counter();
    await cache.answer(actor("a"), query, at, c.build);
    await cache.answer(actor("b"), query, at, c.build);
    await cache.answer(actor("a"), query, at, c.build); // a is now the most recent
    await cache.answer(actor("c"), query, at, c.build); // drops b
    await cache.answer(actor("a"), query, at, c.build);
    expect(c.calls()).toBe(3);
    await cache.answer(actor("b"), query, at, c.build);
    expect(c.calls()).toBe(4);
  });

  it("serialises an answer once, checked against the response schema", async () => {
    const cache = myHomeCache();
    const c = counter();
    const answer = await cache.answer(actor("o1:1"), query, at, c.build);
    const text = cache.serialise(answer);
    expect(JSON.parse(text)).toEqual(answer);
    // The same answer again is the same text; a changed copy is serialised anew.
    expect(cache.serialise(answer)).toBe(text);
    expect(JSON.parse(cache.serialise({ ...answer, votes: [] }))).toEqual(answer);
    expect(() => cache.serialise({ meetings: "none" })).toThrow();
  });
});
