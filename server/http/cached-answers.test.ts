import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actionItems,
  actionOwners,
  decisions,
  organisationVersions,
  people,
} from "../db/schema/index.js";
import {
  addMembership,
  boardWithSecretary,
  buildAccount,
  signedInClient,
} from "../test/factories.js";
import type { TestClient } from "../test/http-client.js";
import { startTestServer, type TestServer } from "../test/test-server.js";
import { organisationVersion } from "./cached-answers.js";

type ActionList = { actions: { Description: string; Owners: { Name: string }[] }[] };
type DecisionList = { decisions: { Title: string }[] };

let server: TestServer;
let boardId = "";
let secretary: TestClient;
let guest: TestClient;
let guestId = "";
let directorId = "";

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ({ boardId, secretary } = await boardWithSecretary(db, server.url));
  const director = await buildAccount(db, { firstName: "Mele" });
  directorId = director.personId;
  await addMembership(db, boardId, directorId, "Director");
  const g = await buildAccount(db, { firstName: "Tom" });
  guestId = g.personId;
  await addMembership(db, boardId, guestId, "Executive");
  guest = await signedInClient(server.url, g.email);
});
afterAll(async () => {
  await server.close();
});

async function addAction(description: string, ownerId: string) {
  const db = server.database.db;
  const [action] = await db
    .insert(actionItems)
    .values({ organisationId: boardId, description })
    .returning({ id: actionItems.id });
  await db.insert(actionOwners).values({ actionId: action?.id ?? "", personId: ownerId });
  return action?.id ?? "";
}

/** A write whose version rise is then undone: only an answer cached by version can hide it. */
async function behindTheCachesBack(write: () => Promise<unknown>) {
  const db = server.database.db;
  const read = () =>
    db.select().from(organisationVersions).where(eq(organisationVersions.organisationId, boardId));
  const [before] = await read();
  await write();
  await db
    .update(organisationVersions)
    .set({ version: before?.version ?? 0 })
    .where(eq(organisationVersions.organisationId, boardId));
}

const actions = (c: TestClient) => c.get<ActionList>(`/api/organisations/${boardId}/actions`);

describe("answers cached against the organisation's version", () => {
  it("serve the same answer while nothing changed, and a fresh one after any change", async () => {
    await addAction("Renew the insurance", directorId);
    const first = (await actions(secretary)).body;
    expect(first.actions.map((a) => a.Description)).toEqual(["Renew the insurance"]);

    // A row whose version rise is undone: the cached answer stays.
    await behindTheCachesBack(() =>
      server.database.db
        .insert(actionItems)
        .values({ organisationId: boardId, description: "Hidden" }),
    );
    expect((await actions(secretary)).body).toEqual(first);

    // Any change that raises the version (here an owner's new name) gives a fresh answer.
    await server.database.db
      .update(people)
      .set({ firstName: "Mere" })
      .where(eq(people.id, directorId));
    const fresh = (await actions(secretary)).body;
    expect(fresh.actions.map((a) => a.Description).sort()).toEqual([
      "Hidden",
      "Renew the insurance",
    ]);
    expect(
      fresh.actions.find((a) => a.Description === "Renew the insurance")?.Owners[0]?.Name,
    ).toMatch(/^Mere /);
  });

  it("are each person's own: an Executive/Guest never receives what a secretary was answered", async () => {
    await addAction("Book the venue", guestId);
    const secretarySees = (await actions(secretary)).body.actions.map((a) => a.Description);
    const guestSees = (await actions(guest)).body.actions.map((a) => a.Description);
    expect(secretarySees).toContain("Renew the insurance");
    expect(guestSees).toEqual(["Book the venue"]);
  });

  it("follow a decision recorded or amended on any path", async () => {
    const db = server.database.db;
    const list = () =>
      secretary.get<DecisionList>(`/api/organisations/${boardId}/decisions?q=insurance`);
    expect((await list()).body.decisions).toEqual([]);
    await db.insert(decisions).values({
      organisationId: boardId,
      source: "minutes",
      title: "Renew the insurance with Harbour Mutual",
      decidedOn: "2026-11-01",
      outcome: "Approved",
    });
    expect((await list()).body.decisions.map((d) => d.Title)).toEqual([
      "Renew the insurance with Harbour Mutual",
    ]);
  });

  it("read one organisation's version from the session's list", () => {
    expect(organisationVersion("a:3,b:17,bc:2", "b")).toBe("17");
    expect(organisationVersion("a:3,bc:2", "b")).toBeUndefined();
  });
});
