import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { createCommittee } from "../server/areas/committees/create-committee.js";
import { findOrgActor } from "../server/areas/organisations/org-actor.js";
import { loadConfig } from "../server/config.js";
import { type Database, openDatabase } from "../server/db/client.js";
import { pgConnection } from "../server/db/pg-connection.js";
import { agendaItems, meetings, memberships } from "../server/db/schema/index.js";
import { startServer } from "../server/start-server.js";
import {
  addMembership,
  buildAccount,
  buildBoard,
  signedInClient,
} from "../server/test/factories.js";

export type MeTarget = { url: string; meetingUrl: string; cookie: string; close(): Promise<void> };

/**
 * A real Quorate server over a fresh database, with a person who belongs to
 * three boards (each with a committee) among twenty, signed in: GET /api/me.
 */
export async function startMeScenario(
  kind: "pglite" | "postgres",
  postgresUrl: string,
): Promise<MeTarget> {
  let database: Database;
  let cleanup: () => Promise<void>;
  if (kind === "postgres") {
    const name = `quorate_bench_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client(pgConnection(postgresUrl));
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(postgresUrl);
    u.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: u.toString() });
    cleanup = async () => {
      const a = new pg.Client(pgConnection(postgresUrl));
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-bench-"));
    database = await openDatabase({ pgliteDir: dir });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  await database.migrate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-bench-data-"));
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
  });
  const server = await startServer(config, { database, runJobs: false });
  const db = database.db;
  const person = await buildAccount(db, { firstName: "Bench" });
  for (let i = 0; i < 20; i++) {
    const owner = await buildAccount(db);
    const board = await buildBoard(db, owner.personId, `Board ${i}`);
    if (i % 7 === 0) {
      await addMembership(db, board.id, person.personId, i === 0 ? "Administrator" : "Director");
      const ownerActor = await findOrgActor(
        db,
        {
          personId: owner.personId,
          email: owner.email,
          isSupport: false,
          isInstallationAdmin: false,
          sessionTokenHash: "",
        },
        board.id,
      );
      if (ownerActor) {
        const committee = await createCommittee(db, ownerActor, {
          name: `Committee ${i}`,
          administratorPersonId: owner.personId,
        });
        await addMembership(db, committee.id, person.personId, "Director");
      }
    }
  }
  // A meeting with a 30-item agenda (sub-items, papers' metadata, minutes) in the person's first board.
  const [first] = await db
    .select({ organisationId: memberships.organisationId })
    .from(memberships)
    .where(eq(memberships.personId, person.personId))
    .limit(1);
  const [meeting] = await db
    .insert(meetings)
    .values({
      organisationId: first?.organisationId ?? "",
      title: "Bench meeting",
      startTime: new Date(),
      endTime: new Date(Date.now() + 7_200_000),
      timeZone: "Pacific/Auckland",
    })
    .returning({ id: meetings.id });
  for (let i = 0; i < 30; i++) {
    await db.insert(agendaItems).values({
      meetingId: meeting?.id ?? "",
      position: i + 1,
      title: `Item ${i + 1}`,
      description: "A paragraph of description. ".repeat(10),
      durationMinutes: 5,
      minutes: "Minutes text. ".repeat(20),
    });
  }
  const client = await signedInClient(server.url, person.email);
  return {
    url: `${server.url}/api/me`,
    meetingUrl: `${server.url}/api/meetings/${meeting?.id}`,
    cookie: `qr_session=${client.cookie("qr_session")}`,
    async close() {
      await server.stop();
      await database.close();
      await cleanup();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
