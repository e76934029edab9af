import fs from "node:fs";
import { processCpuMs } from "../hub/process-cpu.js";

/** CPU ms so far of each PostgreSQL backend serving `database` (its title names the database). */
function backendsCpu(database: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let title: string;
    try {
      title = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8");
    } catch {
      continue; // gone already
    }
    if (!title.startsWith("postgres: ") || !title.split(" ").includes(database)) continue;
    const ms = processCpuMs(Number(entry));
    if (ms !== undefined) found.set(Number(entry), ms);
  }
  return found;
}

/**
 * CPU used by one database's PostgreSQL backends over a stretch. Sampled every 200 ms, because
 * the server's pool closes a connection idle for 10 s and a backend that has exited can no
 * longer be read: a single reading at each end would lose all it did. Other databases on the
 * same server (other people's tests) are not counted.
 */
export function meterPostgresCpu(databaseUrl: string): () => number {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  let last = backendsCpu(database);
  let total = 0;
  const sample = () => {
    const now = backendsCpu(database);
    for (const [pid, ms] of now) total += ms - (last.get(pid) ?? 0);
    last = now;
  };
  const timer = setInterval(sample, 200);
  return () => {
    clearInterval(timer);
    sample();
    return total;
  };
}
