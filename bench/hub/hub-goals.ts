import type { LatencySummary } from "./latency-summary.js";

/** Issue 6: 2,000 connections held by one server process; first chunk p95 ≤ 150 ms (embedded engine). */
export const hubGoals = { connections: 2000, firstChunkP95Ms: 150 } as const;

export function hubVerdicts(
  requested: number,
  held: number,
  holdSeconds: number,
  firstChunk: LatencySummary,
): string[] {
  const connectionsMet = requested >= hubGoals.connections && held >= hubGoals.connections;
  const connectionsNote =
    requested < hubGoals.connections
      ? `NOT MEASURED — only ${requested} requested`
      : `${connectionsMet ? "met" : "MISSED"} — ${held} of ${requested} held for ${holdSeconds} s`;
  const latencyMet = firstChunk.count > 0 && firstChunk.p95 <= hubGoals.firstChunkP95Ms;
  return [
    `goal (${hubGoals.connections} connections on one process): ${connectionsNote}`,
    `goal (first chunk p95 ≤ ${hubGoals.firstChunkP95Ms} ms, embedded engine): ${latencyMet ? "met" : "MISSED"} — p95 ${Math.round(firstChunk.p95)} ms over ${firstChunk.count} asks`,
  ];
}
