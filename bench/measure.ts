import autocannon from "autocannon";

export type Measurement = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/** A request of a scenario; several let each connection cycle through different users. */
export type BenchRequest = { method: "GET"; path: string; headers: Record<string, string> };

export async function measure(
  name: string,
  url: string,
  options: {
    connections: number;
    durationSeconds: number;
    headers?: Record<string, string>;
    requests?: BenchRequest[];
  },
): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
    requests: options.requests,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const nameWidth = 52;

export function report(baseline: Measurement, rows: Measurement[], connections: number): string {
  const lines = [
    `connections: ${connections}`,
    `${"scenario".padEnd(nameWidth)} ${"req/s".padStart(7)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}   ratio to bare Fastify`,
  ];
  for (const m of [baseline, ...rows]) {
    const ratio =
      m === baseline
        ? "1.00 (baseline)"
        : (m.requestsPerSecond / baseline.requestsPerSecond).toFixed(3);
    const problems = m.errors + m.non2xx > 0 ? `  (${m.errors} errors, ${m.non2xx} non-2xx)` : "";
    lines.push(
      `${m.name.padEnd(nameWidth)} ${String(m.requestsPerSecond).padStart(7)} ${String(m.p50).padStart(8)} ${String(m.p99).padStart(8)}   ${ratio}${problems}`,
    );
  }
  return lines.join("\n");
}
