// npm run migrate: applies the migrations to DATA_DIR's PGlite (under its lock) or DATABASE_URL.
import { ConfigError, loadConfig } from "../config.js";
import { DataDirInUseError, lockDataDir } from "../data-dir-lock.js";
import { openDatabase, pgliteDirFor } from "./client.js";

async function main(): Promise<void> {
  const config = loadConfig();
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir, "npm run migrate");
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl }
        : { pgliteDir: pgliteDirFor(config.dataDir) },
    );
    await database.migrate();
    await database.close();
    console.log("Migrations are applied.");
  } finally {
    lock?.release();
  }
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
});
