import { and, gt, inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { loginFailures } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";

export type RateLimitPolicy = { maxFailures: number; windowMinutes: number };

// An address may be shared (an office, a school): it gets more tries than one account.
const addressMultiplier = 4;

function keys(email: string, address: string) {
  return { account: `account:${email.toLowerCase()}`, address: `address:${address}` };
}

/** Refuses a sign-in when the account or the address has failed too often in the window. */
export async function assertLoginAllowed(
  db: DbOrTx,
  policy: RateLimitPolicy,
  email: string,
  address: string,
): Promise<void> {
  const k = keys(email, address);
  const since = new Date(Date.now() - policy.windowMinutes * 60_000);
  const rows = await db
    .select({
      key: loginFailures.key,
      count: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${loginFailures.at})`,
    })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [k.account, k.address]), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  for (const row of rows) {
    const limit =
      row.key === k.account ? policy.maxFailures : policy.maxFailures * addressMultiplier;
    if (row.count < limit) continue;
    const freeAt = new Date(row.oldest).getTime() + policy.windowMinutes * 60_000;
    const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      "tooManyRequests",
      `Too many unsuccessful sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      { retryAfterSeconds: seconds },
    );
  }
}

export async function recordLoginFailure(
  db: DbOrTx,
  email: string,
  address: string,
): Promise<void> {
  const k = keys(email, address);
  await db.insert(loginFailures).values([{ key: k.account }, { key: k.address }]);
  // Keep the table small: failures older than a day no longer matter.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - 86_400_000)));
}
