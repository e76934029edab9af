import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Config, loadConfig } from "../config.js";
import { type InstallationSeal, readSealP12, sealName } from "../signing/installation-seal.js";
import { generateSealP12 } from "../signing/seal-certificate.js";
import { type RunningServer, type StartOptions, startServer } from "../start-server.js";
import { openTestDatabase, type TestDatabase } from "./test-database.js";

export type TestServer = RunningServer & { database: TestDatabase; close(): Promise<void> };

let testSeal: InstallationSeal | undefined;

/** One generated seal per test process: making a key for every server would cost ~0.1 s each. */
export function sharedTestSeal(): InstallationSeal {
  testSeal ??= readSealP12(generateSealP12(sealName("localhost"), "test"), "test");
  return testSeal;
}

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
  const server = await startServer(config, {
    ...options,
    database,
    runJobs: false,
    // A test that names SIGNING_P12 gets that one.
    seal: config.signingP12 ? undefined : sharedTestSeal(),
  });
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
