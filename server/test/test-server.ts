import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Config, loadConfig } from "../config.js";
import { type RunningServer, type StartOptions, startServer } from "../start-server.js";
import { openTestDatabase, type TestDatabase } from "./test-database.js";

export type TestServer = RunningServer & { database: TestDatabase; close(): Promise<void> };

/** The real server on a free port over a fresh database; jobs run only when a test drains them. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: Pick<StartOptions, "mailLog"> = {},
): Promise<TestServer> {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-test-data-"));
  const config: Config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...env,
  });
  const server = await startServer(config, { ...options, database, runJobs: false });
  return {
    ...server,
    database,
    async close() {
      await server.stop();
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
