import autocannon from "autocannon";

export type Measurement = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

export async function measure(
  name: string,
  url: string,
  options: { connections: number; durationSeconds: number; headers?: Record<string, string> },
): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
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

export function report(baseline: Measurement, rows: Measurement[], connections: number): string {
  const lines = [
    `connections: ${connections}`,
    "scenario                          req/s    p50 ms   p99 ms   ratio to bare Fastify",
  ];
  for (const m of [baseline, ...rows]) {
    const ratio =
      m === baseline
        ? "1.00 (baseline)"
        : (m.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
    const problems = m.errors + m.non2xx > 0 ? `  (${m.errors} errors, ${m.non2xx} non-2xx)` : "";
    lines.push(
      `${m.name.padEnd(32)} ${String(m.requestsPerSecond).padStart(7)} ${String(m.p50).padStart(8)} ${String(m.p99).padStart(8)}   ${ratio}${problems}`,
    );
  }
  return lines.join("\n");
}
