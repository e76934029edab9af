import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { DatasetTarget } from "../dataset-targets.js";
import { startTarget } from "../target-process.js";
import { askConcurrently, benchQuestions } from "./hub-asks.js";
import { openHubClients } from "./hub-clients.js";
import { hubVerdicts } from "./hub-goals.js";
import { type HeldRow, heldTable, latencyTable, ratioLine } from "./hub-report.js";
import { summarise } from "./latency-summary.js";
import { postgresCpuMs, processCpuMs } from "./process-cpu.js";
import { residentMiB } from "./process-rss.js";
import { openEchoClients } from "./ws-echo-clients.js";

export type HubBenchOptions = {
  connections: number;
  concurrentAsks: number;
  rounds: number;
  holdSeconds: number;
  postgresUrl: string;
  sizeName: string;
};

const mib = (bytes: number) => bytes / 1_048_576;

async function benchEcho(options: HubBenchOptions) {
  const target = await startTarget("ws-echo", options.postgresUrl);
  try {
    const idleRssMiB = residentMiB(target.pid);
    const clients = await openEchoClients(target.url, options.connections, 100);
    await sleep(options.holdSeconds * 1000);
    const openRssMiB = residentMiB(target.pid);
    const held: HeldRow = {
      name: "raw ws echo",
      requested: options.connections,
      opened: clients.sockets.length,
      held: clients.connected(),
      openSeconds: clients.openSeconds,
      idleRssMiB,
      openRssMiB,
      failures: clients.failures,
    };
    // One round unmeasured, so neither side's JIT is timed.
    await clients.roundTrips(options.concurrentAsks, 1);
    const roundTrips = summarise(await clients.roundTrips(options.concurrentAsks, options.rounds));
    clients.closeAll();
    return { held, roundTrips };
  } finally {
    await target.stop();
  }
}

async function benchQuorateHub(dataset: DatasetTarget, options: HubBenchOptions) {
  const target = await startTarget(
    `dataset-${dataset.kind}`,
    options.postgresUrl,
    dataset.location,
  );
  const notes: string[] = [];
  try {
    const sessions = dataset.plan.benchUsers.map((u) => u.token);
    const idleRssMiB = residentMiB(target.pid);
    const clients = await openHubClients(target.url, sessions, options.connections, 50);
    await sleep(options.holdSeconds * 1000);
    const openRssMiB = residentMiB(target.pid);
    const held: HeldRow = {
      name: `Quorate hub (${dataset.kind}, official client)`,
      requested: options.connections,
      opened: clients.connections.length,
      held: clients.connected(),
      openSeconds: clients.openSeconds,
      idleRssMiB,
      openRssMiB,
      failures: clients.failures,
    };
    const [first] = clients.connections;
    if (!first) throw new Error(`no hub connection opened: ${clients.failures}`);
    // Each question once, unmeasured: proves the engine answers it here and warms every path.
    for (const question of benchQuestions) {
      const threadId = await first.invoke<string>("GetNewThread");
      let text = "";
      await new Promise<void>((resolve, reject) =>
        first.stream<{ text: string }>("StreamResponse", threadId, question).subscribe({
          next: (chunk) => {
            text += chunk.text;
          },
          complete: resolve,
          error: reject,
        }),
      );
      notes.push(`  "${question}" → ${text.replace(/\s+/g, " ").slice(0, 90)}…`);
    }
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const cpuBefore = process.cpuUsage();
    const serverCpuBefore = processCpuMs(target.pid) ?? 0;
    const postgresCpuBefore = postgresCpuMs();
    const asksStarted = performance.now();
    const asks = await askConcurrently(clients.connections, options.concurrentAsks, options.rounds);
    const asksMs = performance.now() - asksStarted;
    const cpu = process.cpuUsage(cpuBefore);
    const serverCpu = (processCpuMs(target.pid) ?? 0) - serverCpuBefore;
    const postgresCpu = postgresCpuMs() - postgresCpuBefore;
    loop.disable();
    const failed = asks.filter((a) => a.error !== undefined || a.chunks === 0);
    if (failed.length > 0)
      notes.push(`  ${failed.length} asks failed: ${failed[0]?.error ?? "no chunks"}`);
    const ok = asks.filter((a) => a.error === undefined && a.chunks > 0);
    const afterAsksRss = residentMiB(target.pid);
    notes.push(
      `  after the asks: ${clients.connected()} of ${clients.connections.length} still connected, ${clients.closed()} closed; server RSS ${Math.round(afterAsksRss ?? 0)} MiB`,
      // Where the asks' time went on this machine: the three share its cores.
      `  during the asks (${asksMs.toFixed(0)} ms): server ${serverCpu.toFixed(0)} ms CPU, PostgreSQL processes ${postgresCpu.toFixed(0)} ms CPU (on PGlite: inside the server)`,
      `  bench process (all clients): RSS ${Math.round(mib(process.memoryUsage().rss))} MiB, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU during the asks, event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`,
    );
    await clients.stopAll();
    return {
      held,
      firstChunk: summarise(ok.map((a) => a.firstChunkMs)),
      complete: summarise(ok.map((a) => a.completeMs)),
      chunksPerAnswer: ok.length ? ok.reduce((n, a) => n + a.chunks, 0) / ok.length : 0,
      notes,
    };
  } finally {
    await target.stop();
  }
}

/**
 * Issue 6's hub scenario: N connections held (official client against the real server on the
 * dataset; raw `ws` against an echo server), then rounds of concurrent asks and round trips.
 */
export async function benchHub(dataset: DatasetTarget, options: HubBenchOptions): Promise<string> {
  const echo = await benchEcho(options);
  console.log(`  raw ws echo: ${echo.held.held}/${options.connections} held`);
  const hub = await benchQuorateHub(dataset, options);
  const samples = options.concurrentAsks * options.rounds;
  return [
    `== assistant hub, dataset "${options.sizeName}" on ${dataset.kind}: ${options.connections} connections held ${options.holdSeconds} s, ${options.rounds} rounds of ${options.concurrentAsks} concurrent asks (${samples})`,
    heldTable([echo.held, hub.held], options.holdSeconds),
    "",
    latencyTable([
      ["raw ws echo round trip", echo.roundTrips],
      ["hub first chunk (StreamResponse)", hub.firstChunk],
      ["hub complete answer", hub.complete],
    ]),
    ratioLine(hub.firstChunk, echo.roundTrips),
    `chunks per answer: ${hub.chunksPerAnswer.toFixed(1)}`,
    ...hub.notes,
    ...hubVerdicts(options.connections, hub.held.held, options.holdSeconds, hub.firstChunk),
  ].join("\n");
}
