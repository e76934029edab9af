import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const mainScript = path.join(path.dirname(fileURLToPath(import.meta.url)), "main.ts");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-main-"));
const started: ChildProcess[] = [];

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", mainScript], {
    env: { ...process.env, LOG_LEVEL: "warn", HOST: "127.0.0.1", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout?.on("data", (d) => {
    output += String(d);
  });
  child.stderr?.on("data", (d) => {
    output += String(d);
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const waitFor = async (pattern: RegExp) => {
    for (let i = 0; i < 900 && !pattern.test(output); i++)
      await new Promise((r) => setTimeout(r, 100));
    return output;
  };
  return { child, exited, waitFor, output: () => output };
}

function snapshot(dir: string): string {
  const walk = (d: string): string[] =>
    fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(d, e.name);
      return e.isDirectory()
        ? walk(full)
        : [`${full}:${fs.statSync(full).size}:${fs.statSync(full).mtimeMs}`];
    });
  return walk(dir).sort().join("\n");
}

afterAll(() => {
  for (const c of started) if (c.exitCode === null) c.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the server process", () => {
  // Starting a process creates and migrates a new PGlite folder: slow on a busy machine.
  it("locks its data folder, refuses a second process without writing, and stops cleanly on SIGTERM", {
    timeout: 120_000,
  }, async () => {
    // A slow job poll keeps the first process quiet, so any change to the folder would be the second's.
    const first = run({ DATA_DIR: dataDir, PORT: "0", JOBS_POLL_MS: "60000" });
    expect(await first.waitFor(/is running at/)).toMatch(/embedded Postgres/);
    // Without PUBLIC_URL the start log says, once, where e-mailed links will point.
    // The warning goes to stderr, the line above to stdout: two pipes, read in either order.
    await first.waitFor(/PUBLIC_URL is not set/);
    expect(first.output().match(/PUBLIC_URL is not set/g)).toHaveLength(1);
    expect(first.output()).toMatch(/links in e-mails will point at http:\/\/localhost:\d+/);
    await new Promise((r) => setTimeout(r, 2000));
    const before = snapshot(dataDir);

    const second = run({ DATA_DIR: dataDir, PORT: "0" });
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(
      `The data folder ${dataDir} is in use by process ${first.child.pid}`,
    );
    expect(snapshot(dataDir)).toBe(before);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "quorate.lock"))).toBe(false);
  });

  it("refuses to start on a bad setting and names the variable", { timeout: 60_000 }, async () => {
    const bad = run({ DATA_DIR: dataDir, PORT: "not-a-port" });
    expect(await bad.exited).toBe(2);
    expect(bad.output()).toMatch(/PORT/);
  });
});
