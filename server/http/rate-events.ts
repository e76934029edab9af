import { and, gt, inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { loginFailures } from "../db/schema/index.js";
import { AppError } from "./app-error.js";

/**
 * Counted events for rate limits (failed sign-ins, e-mails asked for), rows keyed by what they
 * count, in `login_failures`: in the database, so every process shares the count.
 */
export type EventCount = { count: number; oldestAt: number };

/** How many events each key had in the window, and when the oldest of them happened. */
export async function countEvents(
  db: DbOrTx,
  keys: readonly string[],
  windowMinutes: number,
): Promise<Map<string, EventCount>> {
  const since = new Date(Date.now() - windowMinutes * 60_000);
  const rows = await db
    .select({
      key: loginFailures.key,
      count: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${loginFailures.at})`,
    })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [...keys]), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  return new Map(
    rows.map((r) => [r.key, { count: r.count, oldestAt: new Date(r.oldest).getTime() }]),
  );
}

/** Records one event under each key; rows older than a day no longer matter and are deleted. */
export async function recordEvents(db: DbOrTx, keys: readonly string[]): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key })));
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - 86_400_000)));
}

/** The 429 for a limit used up: "… Please try again in N minutes." with Retry-After. */
export function tryAgainLater(
  what: string,
  oldestAt: number | undefined,
  windowMinutes: number,
): AppError {
  const freeAt = (oldestAt ?? Date.now()) + windowMinutes * 60_000;
  const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    "tooManyRequests",
    `${what} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfterSeconds: seconds },
  );
}
