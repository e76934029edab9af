import {
  type MyHomeQuery,
  type MyHomeResponse,
  myHomeResponse,
} from "../../../common/contracts/home.js";
import type { Actor } from "../../http/actor.js";

const minuteMs = 60_000;

/**
 * My Home answers recently built on this process. The key holds the versions of the
 * person's organisations read with their session (raised by database triggers on
 * every change My Home shows, on whichever process made it), so an answer is reused
 * only while nothing it shows has changed; and the minute, so what depends on the
 * clock (upcoming, overdue, trial days) is at most a minute old.
 */
export type MyHomeCache = {
  answer(
    actor: Actor,
    query: MyHomeQuery,
    now: Date,
    build: () => Promise<MyHomeResponse>,
  ): Promise<MyHomeResponse>;
  /** The route's serialiser: a cached answer is checked and turned into JSON once. */
  serialise(answer: unknown): string;
};

export function myHomeCache(capacity = 5_000): MyHomeCache {
  // A Map keeps insertion order: the first key is the least recently used.
  const answers = new Map<string, MyHomeResponse>();
  const json = new WeakMap<object, string>();
  return {
    async answer(actor, query, now, build) {
      if (actor.orgVersions === undefined) return build();
      const key = [
        actor.personId,
        actor.orgVersions,
        query.direction,
        query.timeFrame,
        query.page,
        query.pageSize,
        Math.floor(now.getTime() / minuteMs),
      ].join("|");
      const cached = answers.get(key);
      if (cached) {
        answers.delete(key);
        answers.set(key, cached);
        return cached;
      }
      const built = await build();
      answers.set(key, built);
      if (answers.size > capacity) {
        const oldest = answers.keys().next().value;
        if (oldest !== undefined) answers.delete(oldest);
      }
      return built;
    },
    serialise(answer) {
      const known = typeof answer === "object" && answer !== null ? json.get(answer) : undefined;
      if (known !== undefined) return known;
      const text = JSON.stringify(myHomeResponse.parse(answer));
      if (typeof answer === "object" && answer !== null) json.set(answer, text);
      return text;
    },
  };
}
