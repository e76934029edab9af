export type LatencySummary = { count: number; p50: number; p95: number; p99: number; max: number };

/**
 * Nearest-rank percentile (the smallest sample with at least p % of samples at or below it),
 * so every figure printed is a latency some ask really had, not an interpolation.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1] ?? Number.NaN;
}

export function summarise(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** Milliseconds with one decimal below 10 ms (an echo round trip is well under one). */
export function formatMs(ms: number): string {
  if (Number.isNaN(ms)) return "–";
  return ms < 10 ? ms.toFixed(1) : String(Math.round(ms));
}
