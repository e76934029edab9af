import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const lockName = "quorate.lock";

type Holder = { pid: number; host: string; startedAt: string; command: string };

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder | undefined,
  ) {
    const who = holder
      ? `process ${holder.pid} on ${holder.host} (${holder.command}, since ${holder.startedAt})`
      : "another process";
    super(
      `The data folder ${dataDir} is in use by ${who}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Holder;
  } catch {
    return undefined;
  }
}

function isAlive(holder: Holder): boolean {
  if (holder.host !== os.hostname()) return true; // cannot tell: treat another host's lock as held
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export type DataDirLock = { release(): void };

/**
 * PGlite does not lock its folder and a second writer's data is silently lost,
 * so every process that opens DATA_DIR (server, migrations, demo) takes this
 * lock first. A lock left by a dead process on this host is taken over.
 */
export function lockDataDir(dataDir: string, command: string): DataDirLock {
  const file = path.join(dataDir, lockName);
  const holder: Holder = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    command,
  };
  if (fs.existsSync(file)) {
    const existing = readHolder(file);
    if (existing && isAlive(existing)) throw new DataDirInUseError(dataDir, existing);
    if (!existing) {
      // A lock being written this very moment reads as empty: treat it as held.
      const ageMs = Date.now() - fs.statSync(file).mtimeMs;
      if (ageMs < 5000) throw new DataDirInUseError(dataDir, undefined);
    }
    fs.rmSync(file, { force: true });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  let fd: number;
  try {
    fd = fs.openSync(file, "wx");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") {
      throw new DataDirInUseError(dataDir, readHolder(file));
    }
    throw err;
  }
  fs.writeSync(fd, JSON.stringify(holder));
  fs.closeSync(fd);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      const current = readHolder(file);
      if (current?.pid === process.pid) fs.rmSync(file, { force: true });
    },
  };
}
