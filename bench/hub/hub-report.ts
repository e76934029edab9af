import { formatMs, type LatencySummary } from "./latency-summary.js";

export type HeldRow = {
  name: string;
  requested: number;
  opened: number;
  /** Still connected after the hold. */
  held: number;
  openSeconds: number;
  idleRssMiB: number | undefined;
  openRssMiB: number | undefined;
  failures: string;
};

const nameWidth = 40;

function rss(row: HeldRow): string {
  if (row.idleRssMiB === undefined || row.openRssMiB === undefined) return "–";
  const perConnectionKiB =
    row.opened > 0 ? ((row.openRssMiB - row.idleRssMiB) * 1024) / row.opened : 0;
  return `${Math.round(row.idleRssMiB)} → ${Math.round(row.openRssMiB)} MiB (${perConnectionKiB.toFixed(0)} KiB/connection)`;
}

export function heldTable(rows: readonly HeldRow[], holdSeconds: number): string {
  const lines = [
    `${"connections".padEnd(nameWidth)} ${"held".padStart(11)} ${"open s".padStart(7)}   server RSS idle → ${holdSeconds} s held`,
  ];
  for (const r of rows) {
    lines.push(
      `${r.name.padEnd(nameWidth)} ${`${r.held}/${r.requested}`.padStart(11)} ${r.openSeconds.toFixed(1).padStart(7)}   ${rss(r)}`,
    );
    if (r.failures) lines.push(`  failed to open: ${r.failures}`);
  }
  return lines.join("\n");
}

export function latencyTable(rows: ReadonlyArray<[string, LatencySummary]>): string {
  const lines = [
    `${"latency ms".padEnd(nameWidth)} ${"n".padStart(5)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"max".padStart(7)}`,
  ];
  for (const [name, s] of rows) {
    lines.push(
      `${name.padEnd(nameWidth)} ${String(s.count).padStart(5)} ${formatMs(s.p50).padStart(7)} ${formatMs(s.p95).padStart(7)} ${formatMs(s.p99).padStart(7)} ${formatMs(s.max).padStart(7)}`,
    );
  }
  return lines.join("\n");
}

/** How many times the echo's latency the hub's is, at p50 and p95. */
export function ratioLine(hub: LatencySummary, echo: LatencySummary): string {
  const times = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(0)}×` : "–");
  return `first chunk / echo round trip: ${times(hub.p50, echo.p50)} at p50, ${times(hub.p95, echo.p95)} at p95`;
}
