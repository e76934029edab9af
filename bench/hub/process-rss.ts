import fs from "node:fs";

/** A process's resident set in MiB, from /proc (Linux); undefined where /proc is missing. */
export function residentMiB(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1];
    return kib ? Number(kib) / 1024 : undefined;
  } catch {
    return undefined;
  }
}
