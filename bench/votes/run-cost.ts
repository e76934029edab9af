import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { processCpuMs } from "../hub/process-cpu.js";
import { meterPostgresCpu } from "../live/postgres-cpu-meter.js";

/** What one stretch of a run cost, on this machine's two cores. */
export type RunCost = {
  ms: number;
  serverCpuMs: number;
  /** The backends of the run's database only (other people's tests on the server are not counted). */
  postgresCpuMs: number;
  benchCpuMs: number;
  /** The bench's own event-loop delay p99: how late it may have sent or noticed what it timed. */
  benchLoopDelayP99Ms: number;
};

/** Runs `run`, metering the target process, the database's PostgreSQL backends and the bench itself. */
export async function withCost<T>(
  serverPid: number,
  databaseUrl: string,
  run: () => Promise<T>,
): Promise<{ result: T; cost: RunCost }> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const server = processCpuMs(serverPid) ?? 0;
  const postgres = meterPostgresCpu(databaseUrl);
  const bench = process.cpuUsage();
  let postgresCpuMs: number | undefined;
  try {
    const result = await run();
    const benchCpu = process.cpuUsage(bench);
    postgresCpuMs = postgres();
    return {
      result,
      cost: {
        ms: performance.now() - started,
        serverCpuMs: (processCpuMs(serverPid) ?? 0) - server,
        postgresCpuMs,
        benchCpuMs: (benchCpu.user + benchCpu.system) / 1000,
        benchLoopDelayP99Ms: loop.percentile(99) / 1e6,
      },
    };
  } finally {
    loop.disable();
    // Stops the meter's sampling when the run failed.
    if (postgresCpuMs === undefined) postgres();
  }
}
