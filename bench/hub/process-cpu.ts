import fs from "node:fs";

// Linux reports process CPU in clock ticks; 100 a second on every kernel we run on.
const ticksPerSecond = 100;

function cpuTicks(statPath: string): { comm: string; ticks: number } | undefined {
  try {
    const stat = fs.readFileSync(statPath, "utf8");
    // The command name is in parentheses and may hold spaces: fields count from after it.
    const close = stat.lastIndexOf(")");
    const comm = stat.slice(stat.indexOf("(") + 1, close);
    const fields = stat.slice(close + 2).split(" ");
    return { comm, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** CPU milliseconds (user + system) a process has used so far; undefined without /proc. */
export function processCpuMs(pid: number): number | undefined {
  const t = cpuTicks(`/proc/${pid}/stat`);
  return t ? (t.ticks * 1000) / ticksPerSecond : undefined;
}

/**
 * CPU milliseconds used so far by every running PostgreSQL process on this machine (the
 * server the bench talks to, when it is local): compare two readings around a measurement.
 */
export function postgresCpuMs(): number {
  let ticks = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const t = cpuTicks(`/proc/${entry}/stat`);
    if (t?.comm === "postgres") ticks += t.ticks;
  }
  return (ticks * 1000) / ticksPerSecond;
}
