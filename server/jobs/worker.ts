import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { queryRows } from "../db/raw-rows.js";
import { enqueueJob } from "./queue.js";

export type JobHandler = (
  payload: Record<string, unknown>,
  context: { jobId: number; attempt: number },
) => Promise<void>;

export type RecurringJob = { name: string; everyMs: number };

type ClaimedJob = {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

export type WorkerOptions = {
  pollMs: number;
  /** How long a claimed job is held before another worker may take it over (a crashed worker). */
  lockMs?: number;
  /** Seconds to wait before retry n: base * 2^(n-1). */
  backoffBaseSeconds?: number;
  log?: (message: string, extra?: Record<string, unknown>) => void;
};

/**
 * Runs due jobs. Claiming uses FOR UPDATE SKIP LOCKED, so on PostgreSQL two
 * processes never take the same job; PGlite runs the same SQL with one process.
 */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly recurring: RecurringJob[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  readonly workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly db: Db,
    private readonly options: WorkerOptions,
  ) {}

  register(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  /** A job that runs every `everyMs`; each slot is enqueued once across all processes. */
  registerRecurring(job: RecurringJob, handler: JobHandler): void {
    this.register(job.name, handler);
    this.recurring.push(job);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Runs jobs until none is due; tests call this instead of waiting for the poll. */
  async drain(maxJobs = 1000): Promise<number> {
    let ran = 0;
    while (ran < maxJobs && (await this.runOne())) ran++;
    return ran;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = undefined;
        this.schedule(this.options.pollMs);
      });
    }, delay);
  }

  private async tick(): Promise<void> {
    try {
      await this.enqueueRecurringSlots();
      while (!this.stopped && (await this.runOne())) {
        // keep going while jobs are due
      }
    } catch (err) {
      this.options.log?.("job worker tick failed", { err: String(err) });
    }
  }

  private readonly enqueuedSlots = new Map<string, number>();

  private async enqueueRecurringSlots(): Promise<void> {
    const now = Date.now();
    for (const job of this.recurring) {
      const slot = Math.floor(now / job.everyMs) * job.everyMs;
      // Once this process has made sure of a slot, it need not write again until the next one.
      if (this.enqueuedSlots.get(job.name) === slot) continue;
      this.enqueuedSlots.set(job.name, slot);
      await enqueueJob(
        this.db,
        job.name,
        {},
        { runAt: new Date(slot), uniqueKey: `recurring:${job.name}:${slot}`, maxAttempts: 1 },
      );
    }
  }

  private async claim(): Promise<ClaimedJob | undefined> {
    const names = [...this.handlers.keys()];
    if (names.length === 0) return undefined;
    const lockMs = this.options.lockMs ?? 5 * 60_000;
    const rows = await queryRows<ClaimedJob>(
      this.db,
      sql`
      update jobs set status = 'running', attempts = attempts + 1, locked_by = ${this.workerId},
        locked_until = now() + (${lockMs} * interval '1 millisecond')
      where id = (
        select id from jobs
        where name in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})
          and ((status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now()))
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, name, payload, attempts, max_attempts`,
    );
    return rows[0];
  }

  private async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const handler = this.handlers.get(job.name);
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(job.payload, { jobId: Number(job.id), attempt: job.attempts });
      await this.db.execute(
        sql`update jobs set status = 'done', finished_at = now(), locked_until = null where id = ${job.id}`,
      );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = job.attempts >= job.max_attempts;
      const delaySeconds = (this.options.backoffBaseSeconds ?? 5) * 2 ** (job.attempts - 1);
      this.options.log?.(giveUp ? "job failed for good" : "job failed; will retry", {
        job: job.name,
        id: job.id,
        err: message,
      });
      await this.db.execute(sql`
        update jobs set status = ${giveUp ? "failed" : "pending"}, last_error = ${message.slice(0, 2000)},
          locked_until = null, finished_at = ${giveUp ? sql`now()` : null},
          run_at = now() + (${delaySeconds} * interval '1 second')
        where id = ${job.id}`);
    }
    return true;
  }
}
