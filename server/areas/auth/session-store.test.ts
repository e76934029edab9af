import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { addMembership, buildAccount, buildBoard } from "../../test/factories.js";
import { openTestDatabase, type TestDatabase } from "../../test/test-database.js";
import { createSession, findActorBySessionToken, revokeSession } from "./session-store.js";

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.destroy();
});

describe("session look-ups of requests that arrive together", () => {
  it("answer each request for its own session, and refuse expired, revoked and unknown ones", async () => {
    const ana = await buildAccount(db);
    const ben = await buildAccount(db);
    const board = await buildBoard(db, ana.personId, "Lookup Board");
    await addMembership(db, board.id, ben.personId, "Director");
    const [anaSession, benSession, expired, revoked] = await Promise.all([
      createSession(db, { personId: ana.personId, days: 1 }),
      createSession(db, { personId: ben.personId, days: 1 }),
      createSession(db, { personId: ben.personId, days: -1 }),
      createSession(db, { personId: ana.personId, days: 1 }),
    ]);
    await revokeSession(db, revoked.tokenHash);

    const tokens = [anaSession, benSession, expired, revoked].map((s) => s.token);
    const actors = await Promise.all(
      [...tokens, "not-a-session", anaSession.token].map((t) => findActorBySessionToken(db, t, [])),
    );
    expect(actors.map((a) => a?.personId ?? null)).toEqual([
      ana.personId,
      ben.personId,
      null,
      null,
      null,
      ana.personId,
    ]);
    // Each carries its own session and its organisations' versions for cached pages.
    expect(actors[1]?.sessionTokenHash).toBe(benSession.tokenHash);
    expect(actors[1]?.orgVersions).toMatch(new RegExp(`^${board.id}:\\d+$`));

    // Revoked between two requests: the next look-up refuses it.
    await revokeSession(db, benSession.tokenHash);
    expect(await findActorBySessionToken(db, benSession.token, [])).toBeNull();
  });
});
