import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { jobs } from "../db/schema/index.js";

export type EnqueueOptions = {
  runAt?: Date;
  /** At most one job ever exists per key (e.g. "reminder:action:42:first"): enqueueing again is a no-op. */
  uniqueKey?: string;
  maxAttempts?: number;
};

/**
 * Adds a job inside the caller's transaction, so a job exists exactly when the
 * write that asked for it committed.
 */
export async function enqueueJob(
  db: DbOrTx,
  name: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await db
    .insert(jobs)
    .values({
      name,
      payload,
      runAt: options.runAt ?? sql`now()`,
      uniqueKey: options.uniqueKey,
      maxAttempts: options.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: jobs.uniqueKey });
}

/** Many jobs of one kind at once (one statement), each as enqueueJob would add it. */
export async function enqueueJobs(
  db: DbOrTx,
  name: string,
  payloads: readonly Record<string, unknown>[],
  options: Omit<EnqueueOptions, "uniqueKey"> = {},
): Promise<void> {
  if (payloads.length === 0) return;
  await db.insert(jobs).values(
    payloads.map((payload) => ({
      name,
      payload,
      runAt: options.runAt ?? sql`now()`,
      maxAttempts: options.maxAttempts ?? 5,
    })),
  );
}
