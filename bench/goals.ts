import type { LatencySummary } from "./hub/latency-summary.js";
import type { Measurement } from "./measure.js";

/**
 * Issue 4's goals for My Home: on PostgreSQL with "large" at 50 connections at
 * least 15 % of bare Fastify's requests/s and p99 ≤ 25 ms; on PGlite with
 * "board" at 10 connections p99 ≤ 50 ms. Other combinations print no verdict.
 */
export function myHomeVerdict(
  kind: "postgres" | "pglite",
  size: string,
  connections: number,
  home: Measurement,
  bare: Measurement,
): string | undefined {
  const ratio = home.requestsPerSecond / bare.requestsPerSecond;
  if (kind === "postgres" && size === "large" && connections === 50) {
    const ok = ratio >= 0.15 && home.p99 <= 25;
    return `goal (PostgreSQL, large, 50 connections: ≥ 0.15 of bare, p99 ≤ 25 ms): ${ok ? "met" : "MISSED"} — ratio ${ratio.toFixed(2)}, p99 ${home.p99} ms`;
  }
  if (kind === "pglite" && size === "board" && connections === 10) {
    const ok = home.p99 <= 50;
    return `goal (PGlite, board, 10 connections: p99 ≤ 50 ms): ${ok ? "met" : "MISSED"} — p99 ${home.p99} ms`;
  }
  return undefined;
}

/**
 * Issue 14's goals for the pages people wait on, against the one-query floor measured in the
 * same run: on PostgreSQL "board" at 50 connections the meeting page and the action list at
 * ≥ 50 % of the floor's requests/s and the decision search at ≥ 25 %, each p99 ≤ 25 ms; on
 * PGlite "board" all three p99 ≤ 25 ms. One line per page; other combinations print none.
 */
export function waitedOnPageVerdicts(
  kind: "postgres" | "pglite",
  size: string,
  connections: number,
  rows: readonly Measurement[],
  floor: Measurement,
): string[] {
  if (size !== "board") return [];
  if (kind === "postgres" && connections !== 50) return [];
  const pages: Array<[string, number]> = [
    ["meeting page", 0.5],
    ["actions", 0.5],
    ["decisions", 0.25],
  ];
  const lines: string[] = [];
  for (const [prefix, share] of pages) {
    const row = rows.find((r) => r.name.startsWith(prefix));
    if (!row) continue;
    const ratio = row.requestsPerSecond / floor.requestsPerSecond;
    const ok = row.p99 <= 25 && (kind === "pglite" || ratio >= share);
    const goal =
      kind === "postgres"
        ? `≥ ${share.toFixed(2)} of the one-query floor, p99 ≤ 25 ms`
        : "p99 ≤ 25 ms";
    lines.push(
      `goal (${prefix}, ${kind}, board, ${connections} connections: ${goal}): ${ok ? "met" : "MISSED"} — ${ratio.toFixed(2)} of the floor, p99 ${row.p99} ms`,
    );
  }
  return lines;
}

/** Issue 14, item 9: 300 viewers of one meeting page read the final tally within 1 s (p99). */
export const livePushGoal = { viewers: 300, p99Ms: 1000 } as const;

/**
 * The live meeting page's verdict: every viewer of every round read the vote with all ballots
 * counted, p99 of the time from the last ballot's answer within the goal; fewer viewers than
 * the goal's measure nothing.
 */
export function livePushVerdict(viewers: number, seen: LatencySummary, missed: number): string {
  const goal = `goal (live meeting page, ${livePushGoal.viewers} viewers: final tally p99 ≤ ${livePushGoal.p99Ms} ms after the last ballot)`;
  if (viewers < livePushGoal.viewers) return `${goal}: NOT MEASURED — only ${viewers} viewers`;
  const ok = missed === 0 && seen.count > 0 && seen.p99 <= livePushGoal.p99Ms;
  return `${goal}: ${ok ? "met" : "MISSED"} — p99 ${Math.round(seen.p99)} ms over ${seen.count} viewer-rounds, ${missed} never saw it`;
}
