import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../server/config.js";
import { startServer } from "../server/start-server.js";

/**
 * The real server, configured as an installation would be, over a seeded database:
 * PostgreSQL by URL, or a DATA_DIR whose db/ is PGlite (the server takes its lock).
 */
export async function startDatasetServer(
  target: { databaseUrl: string } | { dataDir: string },
): Promise<{ url: string; close(): Promise<void> }> {
  const scratch =
    "dataDir" in target
      ? undefined
      : fs.mkdtempSync(path.join(os.tmpdir(), "quorate-bench-files-"));
  const env: Record<string, string> = {
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    DATA_DIR: "dataDir" in target ? target.dataDir : (scratch ?? ""),
  };
  if ("databaseUrl" in target) env.DATABASE_URL = target.databaseUrl;
  const server = await startServer(loadConfig(env), { runJobs: false });
  return {
    url: server.url,
    async close() {
      await server.stop();
      if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}
