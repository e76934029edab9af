import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionItems, actionOwners } from "../../db/schema/index.js";
import {
  addMembership,
  boardWithSecretary,
  buildAccount,
  signedInClient,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

type ActionRow = {
  Id: string;
  Description: string;
  Status: string;
  Overdue: boolean;
  Owners: { Name: string }[];
};
type ActionList = {
  actions: ActionRow[];
  owners: { PersonId: string; Name: string; Count: number }[];
};

let server: TestServer;
let boardId = "";
let secretary: TestClient;
let mele: TestClient;
let tom: TestClient;
let meleId = "";
let tomId = "";
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ({ boardId, secretary } = await boardWithSecretary(db, server.url));
  const m = await buildAccount(db, { firstName: "Mele" });
  meleId = m.personId;
  await addMembership(db, boardId, m.personId, "Director");
  mele = await signedInClient(server.url, m.email);
  const t = await buildAccount(db, { firstName: "Tom" });
  tomId = t.personId;
  await addMembership(db, boardId, t.personId, "Executive");
  tom = await signedInClient(server.url, t.email);
  const make = async (
    key: string,
    description: string,
    dueDate: string | null,
    owners: string[],
    status: "NotStarted" | "Done" = "NotStarted",
  ) => {
    const [a] = await db
      .insert(actionItems)
      .values({ organisationId: boardId, description, dueDate, status })
      .returning();
    await db
      .insert(actionOwners)
      .values(owners.map((personId) => ({ actionId: a?.id ?? "", personId })));
    ids[key] = a?.id ?? "";
  };
  await make("overdue", "Renew the insurance", "2020-01-31", [meleId]);
  await make("future", "Draft the strategy", "2099-06-30", [meleId, tomId]);
  await make("guest", "Book the venue", null, [tomId]);
  await make("done", "File the annual return", "2026-01-31", [meleId], "Done");
});
afterAll(async () => {
  await server.close();
});

const list = (c: TestClient, q = "") =>
  c.get<ActionList>(`/api/organisations/${boardId}/actions${q}`);

describe("the action list", () => {
  it("splits current from completed, flags overdue, and counts actions per owner", async () => {
    const current = (await list(secretary)).body;
    expect(current.actions.map((a) => a.Description)).toEqual([
      "Renew the insurance",
      "Draft the strategy",
      "Book the venue",
    ]);
    expect(current.actions.find((a) => a.Description === "Renew the insurance")?.Overdue).toBe(
      true,
    );
    expect(current.owners).toContainEqual(expect.objectContaining({ PersonId: meleId, Count: 2 }));
    const byTom = (await list(secretary, `?ownerId=${tomId}`)).body;
    expect(byTom.actions.map((a) => a.Description).sort()).toEqual([
      "Book the venue",
      "Draft the strategy",
    ]);
    const completed = (await list(secretary, "?tab=completed")).body;
    expect(completed.actions.map((a) => a.Description)).toEqual(["File the annual return"]);
  });

  it("shows an Executive/Guest only their own actions", async () => {
    const mine = (await list(tom)).body;
    expect(mine.actions.map((a) => a.Description).sort()).toEqual([
      "Book the venue",
      "Draft the strategy",
    ]);
  });
});

describe("updating actions", () => {
  it("lets an owner change status with a note, kept in the history; others' actions are refused", async () => {
    const ok = await mele.patch(`/api/organisations/${boardId}/actions/${ids.overdue}`, {
      status: "InProgress",
      note: "Quotes requested from two brokers.",
    });
    expect(ok.status).toBe(200);
    const history = await mele.get<{
      updates: { Text: string; StatusAfter: string; By: string }[];
    }>(`/api/organisations/${boardId}/actions/${ids.overdue}/updates`);
    expect(history.body.updates[0]).toMatchObject({
      Text: "Quotes requested from two brokers.",
      StatusAfter: "InProgress",
      By: "Mele Tester",
    });
    expect(
      (await mele.patch(`/api/organisations/${boardId}/actions/${ids.guest}`, { status: "Done" }))
        .status,
    ).toBe(403);
  });

  it("keeps owners and due dates to administrators, secretaries and chairs, and can set a completed action back", async () => {
    expect(
      (
        await mele.patch(`/api/organisations/${boardId}/actions/${ids.future}`, {
          dueDate: "2099-01-01",
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await secretary.patch(`/api/organisations/${boardId}/actions/${ids.future}`, {
          dueDate: "2099-01-01",
          ownerPersonIds: [meleId],
        })
      ).status,
    ).toBe(200);
    const after = (await list(secretary)).body.actions.find((a) => a.Id === ids.future);
    expect(after?.Owners.map((o) => o.Name)).toEqual(["Mele Tester"]);
    expect(
      (
        await secretary.patch(`/api/organisations/${boardId}/actions/${ids.done}`, {
          status: "NotStarted",
          note: "Reopened: the return was rejected.",
        })
      ).status,
    ).toBe(200);
    expect((await list(secretary)).body.actions.map((a) => a.Id)).toContain(ids.done);
  });
});
