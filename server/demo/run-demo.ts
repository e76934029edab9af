// npm run demo: fills the data folder (or DATABASE_URL) with a realistic demo board.

import { roleLabel } from "../../common/roles.js";
import { packBuildHandler, packBuildJob } from "../areas/meetings/pack/pack-build-job.js";
import { ConfigError, loadConfig } from "../config.js";
import { DataDirInUseError, lockDataDir } from "../data-dir-lock.js";
import { openDatabase, pgliteDirFor } from "../db/client.js";
import { publicUrlFor } from "../http/public-url.js";
import { JobWorker } from "../jobs/worker.js";
import { openInstallationSeal } from "../signing/installation-seal.js";
import { openFileStore } from "../storage/open-file-store.js";
import { seedInvitation } from "./seed-invitation.js";
import { seedMeetings } from "./seed-meetings.js";
import {
  demoAdminEmail,
  demoBoardName,
  demoPeople,
  findDemoBoard,
  seedPeopleAndBoards,
} from "./seed-people-and-boards.js";
import {
  demoImportedCommittee,
  seedSettingsAndCommittees,
} from "./seed-settings-and-committees.js";

async function main(): Promise<void> {
  const config = loadConfig();
  // The same lock as the server: a running server on this folder would silently lose our writes.
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir, "npm run demo");
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { pgliteDir: pgliteDirFor(config.dataDir) },
  );
  try {
    await database.migrate();
    if (await findDemoBoard(database.db)) {
      console.log(`The demo board "${demoBoardName}" is already here; nothing was changed.`);
    } else {
      const ids = await seedPeopleAndBoards(database.db, config.demoPassword);
      const files = await openFileStore(config);
      const storage = files.store;
      // The server's own seal: the demo's signed minutes are sealed as the server would seal them.
      const host = new URL(publicUrlFor(config, config.port)).hostname;
      const seal = await openInstallationSeal(config, storage, files.key, host);
      await seedMeetings(database.db, storage, seal, ids);
      await seedSettingsAndCommittees(database.db, ids);
      await seedInvitation(database.db, ids, config.publicUrl ?? `http://localhost:${config.port}`);
      // Build the board packs now, so the demo opens with them ready.
      const jobs = new JobWorker(database.db, { pollMs: 1000 });
      jobs.register(packBuildJob, packBuildHandler(database.db, storage));
      await jobs.drain();
      files.close();
      console.log(
        `Created the demo board "${demoBoardName}" with its Audit & Risk and ${demoImportedCommittee} committees.`,
      );
    }
    console.log("\nStart Quorate with `npm start`, open http://localhost:3000 and sign in as:");
    for (const p of demoPeople.filter((x) => x.email))
      console.log(`  ${p.email?.padEnd(32)} ${roleLabel(p.role, false)}`);
    console.log(
      `\nEvery demo person's password is the DEMO_PASSWORD (${process.env.DEMO_PASSWORD ? "as you set it" : config.demoPassword}).`,
    );
    console.log(`The administrator is ${demoAdminEmail}.`);
  } finally {
    await database.close();
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
