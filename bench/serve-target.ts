// Runs one benchmark target in its own process (so the load generator does not share its CPU):
// prints {"url","headers"} as one JSON line, and cleans up when stdin closes.
import { startBareFastify } from "./bare-fastify.js";
import { startMeScenario } from "./me-scenario.js";

const [kind] = process.argv.slice(2);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://127.0.0.1:5432/test";

const target =
  kind === "bare"
    ? { ...(await startBareFastify()), cookie: undefined, meetingUrl: undefined }
    : await startMeScenario(kind === "postgres" ? "postgres" : "pglite", postgresUrl);
process.stdout.write(
  `${JSON.stringify({ url: target.url, meetingUrl: target.meetingUrl, headers: target.cookie ? { cookie: target.cookie } : {} })}\n`,
);
process.stdin.resume();
process.stdin.on("end", async () => {
  await target.close();
  process.exit(0);
});
