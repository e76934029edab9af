import type { DbOrTx } from "../../db/client.js";
import { countEvents, recordEvents, tryAgainLater } from "../../http/rate-events.js";

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

function tooMany(policy: RateLimitPolicy, oldestAt: number | undefined) {
  return tryAgainLater("Too many unsuccessful sign-in attempts.", oldestAt, policy.windowMinutes);
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
): Promise<void> {
  const k = keysFor(email, address);
  const counts = await countEvents(db, [k.pair, k.address, k.account], policy.windowMinutes);
  const pair = counts.get(k.pair);
  if (pair && pair.count >= policy.maxFailures) throw tooMany(policy, pair.oldestAt);
  const place = counts.get(k.address);
  if (place && place.count >= policy.maxFailures * addressMultiplier)
    throw tooMany(policy, place.oldestAt);
  const delay = accountDelayMs(policy, counts.get(k.account)?.count ?? 0);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
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
  await recordEvents(db, [k.pair, k.address, k.account]);
  const counts = await countEvents(db, [k.account, k.warned], policy.windowMinutes);
  const ceiling = policy.maxFailures * accountCeilingMultiplier;
  if ((counts.get(k.account)?.count ?? 0) < ceiling || counts.has(k.warned))
    return { warnOwner: false };
  await recordEvents(db, [k.warned]);
  return { warnOwner: true };
}
