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
