import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PeopleChangeList } from "../../../common/contracts/people-changes.js";
import {
  addMembership,
  boardWithSecretary,
  buildAccount,
  signedInClient,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

let server: TestServer;
let boardId = "";
let secretary: TestClient;
let tamaId = "";

const changes = async (query = "") => {
  const res = await secretary.get<PeopleChangeList>(
    `/api/organisations/${boardId}/people-changes${query}`,
  );
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  server = await startTestServer();
  ({ boardId, secretary } = await boardWithSecretary(
    server.database.db,
    server.url,
    "Changes Board",
  ));
  const members = `/api/organisations/${boardId}/members`;
  const added = await secretary.post<{ PersonId: string }>(members, {
    firstName: "Tama",
    lastName: "Rua",
    role: "Director",
    login: "none",
  });
  tamaId = added.body.PersonId;
  await secretary.patch(`${members}/${tamaId}`, { role: "Chairman", title: "Dr" });
  await secretary.patch(`${members}/${tamaId}`, { tenureEndsOn: "2030-01-31" });
  await secretary.request("DELETE", `${members}/${tamaId}`);
});
afterAll(async () => {
  await server.close();
});

describe("people changes", () => {
  it("lists who changed what about whom, newest first, in words", async () => {
    const list = await changes(`?personId=${tamaId}`);
    expect(list.changes.map((c) => c.Kind)).toEqual([
      "removed",
      "tenure",
      "role",
      "details",
      "added",
    ]);
    const role = list.changes.find((c) => c.Kind === "role");
    expect(role).toMatchObject({
      PersonName: "Tama Rua",
      ActorName: "Pat Tester",
      Fields: [{ Field: "role", Before: "Board Member", After: "Chair" }],
    });
    expect(list.changes.find((c) => c.Kind === "details")?.Fields).toEqual([
      { Field: "title", Before: null, After: "Dr" },
    ]);
    expect(list.changes.find((c) => c.Kind === "tenure")?.Fields).toEqual([
      { Field: "tenureEndsOn", Before: null, After: "31 Jan 2030" },
    ]);
    expect(list.changes.find((c) => c.Kind === "removed")?.Fields).toContainEqual({
      Field: "role",
      Before: "Chair",
      After: null,
    });
    // Removed people stay in the person filter.
    expect(list.people.map((p) => p.Name)).toContain("Tama Rua");
  });

  it("writes an invitation's expiry in words on the organisation's clock, naming it", async () => {
    const members = `/api/organisations/${boardId}/members`;
    const added = await secretary.post<{ PersonId: string }>(members, {
      firstName: "Aroha",
      lastName: "Invited",
      email: `aroha.${Date.now()}@example.test`,
      role: "Director",
      login: "invite",
    });
    expect(added.status).toBe(201);
    const list = await changes(`?personId=${added.body.PersonId}`);
    const expiry = list.changes
      .flatMap((c) => c.Fields)
      .find((f) => f.Field === "expiresAt")?.After;
    expect(expiry).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m NZ[DS]T$/);
  });

  it("filters by kind and by dates in the organisation's zone", async () => {
    expect((await changes("?kind=role")).changes.map((c) => c.PersonName)).toEqual(["Tama Rua"]);
    expect((await changes("?from=2000-01-01&to=2000-12-31")).changes).toEqual([]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(
      new Date(),
    );
    expect((await changes(`?from=${today}&to=${today}&kind=removed`)).changes).toHaveLength(1);
    expect(
      (
        await secretary.get(
          `/api/organisations/${boardId}/people-changes?from=2001-01-02&to=2001-01-01`,
        )
      ).status,
    ).toBe(400);
  });

  it("is for those who run the People area", async () => {
    const db = server.database.db;
    const director = await buildAccount(db);
    await addMembership(db, boardId, director.personId, "Director");
    const client = await signedInClient(server.url, director.email);
    expect((await client.get(`/api/organisations/${boardId}/people-changes`)).status).toBe(403);
  });
});
