// Runs one benchmark target in its own process (so the load generator does not share its CPU):
// prints {"url","headers"} as one JSON line, and cleans up when stdin closes.
// Each kind imports only its own code, so a baseline's memory is not the whole server's.

const [kind] = process.argv.slice(2);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://127.0.0.1:5432/test";
// A seeded database for the dataset scenarios: a PostgreSQL URL or a PGlite DATA_DIR.
const datasetTarget = process.env.BENCH_TARGET ?? "";

async function start() {
  switch (kind) {
    case "bare": {
      const { startBareFastify } = await import("./bare-fastify.js");
      return { ...(await startBareFastify()), cookie: undefined, meetingUrl: undefined };
    }
    case "one-query-postgres":
    case "one-query-pglite": {
      const { startOneQueryFastify } = await import("./one-query-fastify.js");
      return {
        ...(await startOneQueryFastify(
          kind === "one-query-postgres" ? "postgres" : "pglite",
          datasetTarget || postgresUrl,
        )),
        cookie: undefined,
        meetingUrl: undefined,
      };
    }
    case "bare-search": {
      const { startBareSearchFastify } = await import("./search/bare-search-fastify.js");
      return {
        ...(await startBareSearchFastify(datasetTarget, process.env.BENCH_SEARCH_ORG ?? "")),
        cookie: undefined,
        meetingUrl: undefined,
      };
    }
    case "bare-ballots": {
      const { startBareBallotFastify } = await import("./votes/bare-ballot-fastify.js");
      return {
        ...(await startBareBallotFastify(datasetTarget)),
        cookie: undefined,
        meetingUrl: undefined,
      };
    }
    case "ws-echo": {
      const { startWsEcho } = await import("./hub/ws-echo-server.js");
      return { ...(await startWsEcho()), cookie: undefined, meetingUrl: undefined };
    }
    case "multipart-sink": {
      const { startMultipartSink } = await import("./uploads/multipart-sink.js");
      return { ...(await startMultipartSink()), cookie: undefined, meetingUrl: undefined };
    }
    case "dataset-postgres":
    case "dataset-pglite": {
      const { startDatasetServer } = await import("./serve-dataset.js");
      return {
        ...(await startDatasetServer(
          kind === "dataset-postgres" ? { databaseUrl: datasetTarget } : { dataDir: datasetTarget },
        )),
        cookie: undefined,
        meetingUrl: undefined,
      };
    }
    default: {
      const { startMeScenario } = await import("./me-scenario.js");
      return startMeScenario(kind === "postgres" ? "postgres" : "pglite", postgresUrl);
    }
  }
}

const target = await start();
process.stdout.write(
  `${JSON.stringify({ url: target.url, meetingUrl: target.meetingUrl, headers: target.cookie ? { cookie: target.cookie } : {} })}\n`,
);
// SIGUSR2 asks for the memory held: garbage collected first when --expose-gc allows it (else
// the answer says nothing, rather than a figure inflated by garbage not yet collected).
const { gc } = globalThis as { gc?: () => void };
process.on("SIGUSR2", () => {
  gc?.();
  const memory = gc ? process.memoryUsage() : undefined;
  process.stdout.write(`${JSON.stringify({ settled: true, memory })}\n`);
});
process.stdin.resume();
process.stdin.on("end", async () => {
  await target.close();
  process.exit(0);
});
