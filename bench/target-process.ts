import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type TargetProcess = {
  url: string;
  meetingUrl: string | undefined;
  headers: Record<string, string>;
  /** The target's own process, for its memory (/proc/<pid>/status). */
  pid: number;
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
  | "one-query-postgres"
  | "one-query-pglite";

/** `datasetTarget`: the seeded PostgreSQL URL or PGlite DATA_DIR of a dataset kind. */
export async function startTarget(
  kind: TargetKind,
  postgresUrl: string,
  datasetTarget = "",
): Promise<TargetProcess> {
  // e.g. BENCH_TARGET_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof": Node refuses --cpu-prof in
  // NODE_OPTIONS, and the target is the process worth profiling.
  const flags = process.env.BENCH_TARGET_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, "--import", "tsx", script, kind], {
    env: { ...process.env, BENCH_DATABASE_URL: postgresUrl, BENCH_TARGET: datasetTarget },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let buffer = "";
    child.stdout?.on("data", (d) => {
      buffer += String(d);
      const nl = buffer.indexOf("\n");
      if (nl >= 0) resolve(buffer.slice(0, nl));
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
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.stdin?.end();
      }),
  };
}
