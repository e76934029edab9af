import { verifyMessages } from "../../../common/contracts/verify.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { countEvents, recordEvents, tryAgainLater } from "../../http/rate-events.js";

/**
 * /api/verify is open to anyone and reads up to 51 MB into memory: so many files per address
 * in the window (counted in the database, so every process shares the count), and so many
 * files at once in this process.
 */
export const verifyRateLimit = { perAddress: 30, windowMinutes: 10, atOnce: 4 } as const;

export async function takeVerifyAllowance(db: DbOrTx, address: string): Promise<void> {
  const key = `verify:address:${address}`;
  const counts = await countEvents(db, [key], verifyRateLimit.windowMinutes);
  const found = counts.get(key);
  if (found && found.count >= verifyRateLimit.perAddress)
    throw tryAgainLater(verifyMessages.tooMany, found.oldestAt, verifyRateLimit.windowMinutes);
  await recordEvents(db, [key]);
}

/** Runs `check` when fewer than `atOnce` others are running; otherwise asks to come back. */
export function verificationSlots(atOnce: number = verifyRateLimit.atOnce) {
  let running = 0;
  return async <T>(check: () => Promise<T>): Promise<T> => {
    if (running >= atOnce)
      throw new AppError("tooManyRequests", verifyMessages.busy, { retryAfterSeconds: 30 });
    running++;
    try {
      return await check();
    } finally {
      running--;
    }
  };
}
