import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type TargetProcess = {
  url: string;
  meetingUrl: string | undefined;
  headers: Record<string, string>;
  /** The target's own process, for its memory (/proc/<pid>/status). */
  pid: number;
  /**
   * The target's memory after a full garbage collection, so it is what is held rather than what
   * happens not to be collected yet; undefined unless the target runs with `--expose-gc`.
   */
  settledMemory(): Promise<NodeJS.MemoryUsage | undefined>;
  stop(): Promise<void>;
};

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "serve-target.ts");

export type TargetKind =
  | "bare"
  | "postgres"
  | "pglite"
  | "dataset-postgres"
  | "dataset-pglite"
  | "ws-echo"
  | "multipart-sink"
  | "one-query-postgres"
  | "one-query-pglite"
  | "bare-search"
  | "bare-ballots";

/**
 * `datasetTarget`: the seeded PostgreSQL URL or PGlite DATA_DIR of a dataset kind; `nodeFlags`:
 * what a scenario needs of the target's Node (`--expose-gc` lets SIGUSR2 collect garbage).
 */
export async function startTarget(
  kind: TargetKind,
  postgresUrl: string,
  datasetTarget = "",
  nodeFlags: readonly string[] = [],
): Promise<TargetProcess> {
  // e.g. BENCH_TARGET_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof": Node refuses --cpu-prof in
  // NODE_OPTIONS, and the target is the process worth profiling.
  const flags = [
    ...nodeFlags,
    ...(process.env.BENCH_TARGET_NODE_FLAGS?.split(" ").filter(Boolean) ?? []),
  ];
  const child = spawn(process.execPath, [...flags, "--import", "tsx", script, kind], {
    env: { ...process.env, BENCH_DATABASE_URL: postgresUrl, BENCH_TARGET: datasetTarget },
    stdio: ["pipe", "pipe", "inherit"],
  });
  // The first line says where the target listens; later ones answer `settledMemory`.
  const memoryWaiters: Array<(memory: NodeJS.MemoryUsage | undefined) => void> = [];
  const line = await new Promise<string>((resolve, reject) => {
    let buffer = "";
    let first = true;
    child.stdout?.on("data", (d) => {
      buffer += String(d);
      for (let nl = buffer.indexOf("\n"); nl >= 0; nl = buffer.indexOf("\n")) {
        const text = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (first) resolve(text);
        else if (text.startsWith('{"settled":true'))
          memoryWaiters.shift()?.((JSON.parse(text) as { memory?: NodeJS.MemoryUsage }).memory);
        first = false;
      }
    });
    child.once("exit", (code) => reject(new Error(`benchmark target ${kind} exited with ${code}`)));
  });
  const { url, meetingUrl, headers } = JSON.parse(line) as {
    url: string;
    meetingUrl?: string;
    headers: Record<string, string>;
  };
  return {
    url,
    meetingUrl,
    headers,
    pid: child.pid ?? 0,
    settledMemory: () =>
      new Promise((resolve) => {
        memoryWaiters.push(resolve);
        child.kill("SIGUSR2");
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.stdin?.end();
      }),
  };
}
