import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type TargetProcess = {
  url: string;
  meetingUrl: string | undefined;
  headers: Record<string, string>;
  stop(): Promise<void>;
};

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "serve-target.ts");

export type TargetKind = "bare" | "postgres" | "pglite" | "dataset-postgres" | "dataset-pglite";

/** `datasetTarget`: the seeded PostgreSQL URL or PGlite DATA_DIR of a dataset kind. */
export async function startTarget(
  kind: TargetKind,
  postgresUrl: string,
  datasetTarget = "",
): Promise<TargetProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", script, kind], {
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
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.stdin?.end();
      }),
  };
}
