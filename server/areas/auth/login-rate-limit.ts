import { and, gt, inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { loginFailures } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";

export type RateLimitPolicy = { maxFailures: number; windowMinutes: number };

/**
 * Failed sign-ins are counted three ways in the window:
 * - per account and address: `maxFailures` stops guessing one person's password from one place,
 *   while the same person can still sign in from their phone;
 * - per address: four times as many (an office or a school shares one), stops one place trying
 *   many accounts;
 * - per account, from anywhere: past twice `maxFailures` every attempt on the account is slowed
 *   (a delay that doubles with each failure) and the owner is told once by e-mail. It never
 *   refuses: whoever knows the password, from an address not over its own limit, gets in.
 */
const addressMultiplier = 4;
const accountCeilingMultiplier = 2;
const firstDelayMs = 250;
const maxDelayMs = 8_000;

function keysFor(email: string, address: string) {
  const account = email.trim().toLowerCase();
  return {
    pair: `pair:${account}|${address}`,
    address: `address:${address}`,
    account: `account:${account}`,
    warned: `warned:${account}`,
  };
}

type Counts = { pair: number; address: number; account: number; warned: number };

async function countFailures(
  db: DbOrTx,
  policy: RateLimitPolicy,
  email: string,
  address: string,
): Promise<{ counts: Counts; oldest: Map<string, number> }> {
  const k = keysFor(email, address);
  const since = new Date(Date.now() - policy.windowMinutes * 60_000);
  const rows = await db
    .select({
      key: loginFailures.key,
      count: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${loginFailures.at})`,
    })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, Object.values(k)), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const count = (key: string) => byKey.get(key)?.count ?? 0;
  return {
    counts: {
      pair: count(k.pair),
      address: count(k.address),
      account: count(k.account),
      warned: count(k.warned),
    },
    oldest: new Map(rows.map((r) => [r.key, new Date(r.oldest).getTime()])),
  };
}

function tooMany(policy: RateLimitPolicy, oldestAt: number | undefined): AppError {
  const freeAt = (oldestAt ?? Date.now()) + policy.windowMinutes * 60_000;
  const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    "tooManyRequests",
    `Too many unsuccessful sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfterSeconds: seconds },
  );
}

/** How long an attempt on an account waits, given its failures from anywhere in the window. */
export function accountDelayMs(policy: RateLimitPolicy, accountFailures: number): number {
  const over = accountFailures - policy.maxFailures * accountCeilingMultiplier;
  if (over < 0) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(over, 16));
}

/**
 * Refuses a sign-in when this account has failed too often from this address, or this address
 * too often for anyone; otherwise waits as long as the account's failures from anywhere ask.
 */
export async function assertLoginAllowed(
  db: DbOrTx,
  policy: RateLimitPolicy,
  email: string,
  address: string,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<void> {
  const k = keysFor(email, address);
  const { counts, oldest } = await countFailures(db, policy, email, address);
  if (counts.pair >= policy.maxFailures) throw tooMany(policy, oldest.get(k.pair));
  if (counts.address >= policy.maxFailures * addressMultiplier)
    throw tooMany(policy, oldest.get(k.address));
  const delay = accountDelayMs(policy, counts.account);
  if (delay > 0) await sleep(delay);
}

/**
 * Records a failure; answers true when this failure takes the account past its ceiling and the
 * owner has not been told in this window, so the caller sends the one warning.
 */
export async function recordLoginFailure(
  db: DbOrTx,
  policy: RateLimitPolicy,
  email: string,
  address: string,
): Promise<{ warnOwner: boolean }> {
  const k = keysFor(email, address);
  await db.insert(loginFailures).values([{ key: k.pair }, { key: k.address }, { key: k.account }]);
  // Keep the table small: failures older than a day no longer matter.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - 86_400_000)));
  const { counts } = await countFailures(db, policy, email, address);
  const ceiling = policy.maxFailures * accountCeilingMultiplier;
  if (counts.account < ceiling || counts.warned > 0) return { warnOwner: false };
  await db.insert(loginFailures).values({ key: k.warned });
  return { warnOwner: true };
}
