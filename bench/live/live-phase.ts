import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { Plan } from "../dataset/plan.js";
import { failureCounts, openInBatches } from "../hub/open-in-batches.js";
import { processCpuMs } from "../hub/process-cpu.js";
import { residentMiB } from "../hub/process-rss.js";
import type { TargetProcess } from "../target-process.js";
import { runBallotRounds } from "./ballot-rounds.js";
import { committedTransactions } from "./database-transactions.js";
import type { LiveMeeting } from "./live-meeting-setup.js";
import { oldPollMs } from "./meeting-reads.js";
import { openPollViewer } from "./poll-viewer.js";
import { meterPostgresCpu } from "./postgres-cpu-meter.js";
import { type HeldViewer, openPushViewer, type ViewerSession } from "./push-viewer.js";
import { type RoundOutcome, RoundWatch } from "./round-watch.js";

/** "none": the same rounds with no viewer, the meeting's own cost that the others are net of. */
export type PhaseKind = "push" | "poll" | "none";

/** Server (and PostgreSQL) CPU and the viewers' requests over one stretch of a phase. */
export type Stretch = {
  ms: number;
  serverCpuMs: number;
  postgresCpuMs: number;
  benchCpuMs: number;
  /** The bench's own event-loop delay p99: how late it may have noticed what it timed. */
  benchLoopDelayP99Ms: number;
  requests: number;
  /** PostgreSQL only: transactions committed in the dataset's database (about its statements). */
  transactions: number | undefined;
};

/** MiB; undefined where it could not be read (no /proc, a target without --expose-gc). */
export type Memory = { rssMiB: number | undefined; heapMiB: number | undefined };

export type PhaseFigures = {
  kind: PhaseKind;
  viewers: number;
  opened: number;
  /** Still open after the rounds. */
  held: number;
  openSeconds: number;
  memoryBefore: Memory;
  memoryHeld: Memory;
  idle: Stretch;
  voting: Stretch;
  outcomes: RoundOutcome[];
  notes: string[];
};

export type PhaseSetup = {
  baseUrl: string;
  target: Pick<TargetProcess, "pid" | "settledMemory">;
  /** The dataset's PostgreSQL database, to count its statements; undefined on PGlite. */
  databaseUrl: string | undefined;
  plan: Plan;
  meeting: LiveMeeting;
  viewers: number;
  holdSeconds: number;
  roundMs: number;
  /** The Vote items of this phase's rounds; a first extra one warms the server up, unmeasured. */
  warmUpItemId: string | undefined;
  itemIds: readonly string[];
};

/** Any value of 20 characters or more is a CSRF cookie the server keeps rather than replaces. */
const csrfCookie = "bench-csrf-cookie-value-live";

/** The target's memory after a full garbage collection: its resident set and its JS heap. */
async function settledMemory(target: PhaseSetup["target"]): Promise<Memory> {
  const memory = await target.settledMemory();
  const mib = (bytes: number | undefined) => (bytes === undefined ? undefined : bytes / 1_048_576);
  return { rssMiB: residentMiB(target.pid), heapMiB: mib(memory?.heapUsed) };
}

/** Viewers spread over the bench users' sessions: a session may hold many open pages. */
function sessionFor(plan: Plan, i: number): ViewerSession {
  const user = plan.benchUsers[i % plan.benchUsers.length];
  if (!user) throw new Error("the dataset has no bench user");
  return { headers: { cookie: `qr_session=${user.token}; qr_csrf=${csrfCookie}` } };
}

async function stretchFrom(setup: PhaseSetup, watch: RoundWatch): Promise<() => Promise<Stretch>> {
  const count = async () =>
    setup.databaseUrl ? committedTransactions(setup.databaseUrl) : undefined;
  const transactions = await count();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const server = processCpuMs(setup.target.pid) ?? 0;
  const postgres = setup.databaseUrl ? meterPostgresCpu(setup.databaseUrl) : () => 0;
  const bench = process.cpuUsage();
  const requests = watch.requests;
  return async () => {
    const benchCpu = process.cpuUsage(bench);
    loop.disable();
    const stretch = {
      ms: performance.now() - started,
      serverCpuMs: (processCpuMs(setup.target.pid) ?? 0) - server,
      postgresCpuMs: postgres(),
      benchCpuMs: (benchCpu.user + benchCpu.system) / 1000,
      benchLoopDelayP99Ms: loop.percentile(99) / 1e6,
      requests: watch.requests - requests,
    };
    const after = await count();
    return {
      ...stretch,
      transactions:
        after !== undefined && transactions !== undefined ? after - transactions : undefined,
    };
  };
}

async function openViewers(kind: PhaseKind, setup: PhaseSetup, watch: RoundWatch) {
  const { baseUrl, plan, meeting } = setup;
  if (kind === "none") return { opened: [], failures: [] };
  if (kind === "push")
    return openInBatches(setup.viewers, 50, (i) =>
      openPushViewer(
        i,
        baseUrl,
        meeting.meetingId,
        sessionFor(plan, i),
        watch.observer,
        watch.heard,
      ),
    );
  // Polling pages opened evenly over one meeting interval, as browsers opened at different
  // moments: their refresh loops then do not all fire in the same instant.
  const spreadMs = oldPollMs.detail / setup.viewers;
  return openInBatches(setup.viewers, setup.viewers, async (i) => {
    await sleep(i * spreadMs);
    return openPollViewer(i, baseUrl, meeting.meetingId, sessionFor(plan, i), watch.observer);
  });
}

/**
 * One phase: N viewers hold the meeting page open (by the push channel, or by the old refresh
 * loops), idle for `holdSeconds`, then through the ballot rounds; the server's resident memory
 * before and after opening, its CPU idle and while voting, and what each viewer saw when.
 */
export async function runLivePhase(kind: PhaseKind, setup: PhaseSetup): Promise<PhaseFigures> {
  const watch = new RoundWatch();
  const notes: string[] = [];
  const memoryBefore = await settledMemory(setup.target);
  const opening = performance.now();
  const { opened, failures } = await openViewers(kind, setup, watch);
  const openSeconds = (performance.now() - opening) / 1000;
  if (failures.length > 0) notes.push(`  failed to open: ${failureCounts(failures)}`);
  const viewers: HeldViewer[] = opened;
  try {
    if (setup.warmUpItemId)
      await runBallotRounds(setup.meeting, [setup.warmUpItemId], viewers, watch, 0);
    await sleep(1_000);
    const idleEnd = await stretchFrom(setup, watch);
    await sleep(setup.holdSeconds * 1000);
    const idle = await idleEnd();
    const memoryHeld = await settledMemory(setup.target);
    const votingEnd = await stretchFrom(setup, watch);
    const rounds = await runBallotRounds(
      setup.meeting,
      setup.itemIds,
      viewers,
      watch,
      setup.roundMs,
    );
    const voting = await votingEnd();
    notes.push(...rounds.notes);
    if (watch.failures.length > 0)
      notes.push(
        `  ${watch.failures.length} failed reads or stream ends: ${failureCounts(watch.failures)}`,
      );
    return {
      kind,
      viewers: setup.viewers,
      opened: viewers.length,
      held: viewers.filter((v) => v.open()).length,
      openSeconds,
      memoryBefore,
      memoryHeld,
      idle,
      voting,
      outcomes: rounds.outcomes,
      notes,
    };
  } finally {
    for (const viewer of viewers) viewer.close();
    // Let the server see the streams go before anything else is measured.
    await sleep(1_000);
  }
}
