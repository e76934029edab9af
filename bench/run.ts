// npm run bench [-- --duration 10 --connections 50 --only pglite|postgres]
import { parseArgs } from "node:util";
import { type Measurement, measure, report } from "./measure.js";
import { benchBoardPack } from "./pack-bench.js";
import { startTarget } from "./target-process.js";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    only: { type: "string" },
  },
});
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://127.0.0.1:5432/test";
const kinds = (values.only ? [values.only] : ["postgres", "pglite"]) as Array<
  "postgres" | "pglite"
>;

async function measureTarget(
  kind: "bare" | "postgres" | "pglite",
  name: string,
): Promise<Measurement[]> {
  const target = await startTarget(kind, postgresUrl);
  try {
    const urls: Array<[string, string]> = [[name, target.url]];
    if (target.meetingUrl)
      urls.push([`Quorate GET /api/meetings/:id, 30 items (${kind})`, target.meetingUrl]);
    const results: Measurement[] = [];
    for (const [label, url] of urls) {
      // Warm up the JIT and the connection pool before measuring.
      await measure("warm-up", url, {
        connections: 4,
        durationSeconds: 1,
        headers: target.headers,
      });
      results.push(
        await measure(label, url, { connections, durationSeconds, headers: target.headers }),
      );
    }
    return results;
  } finally {
    await target.stop();
  }
}

const [baseline] = await measureTarget("bare", "bare Fastify GET /bare");
if (!baseline) throw new Error("no baseline measured");
const rows: Measurement[] = [];
for (const kind of kinds)
  rows.push(...(await measureTarget(kind, `Quorate GET /api/me (${kind})`)));
console.log(report(baseline, rows, connections));

const pack = await benchBoardPack();
console.log(`\nboard pack: ${pack.pages} pages in ${Math.round(pack.ms)} ms (goal ≤ 3000 ms)`);
