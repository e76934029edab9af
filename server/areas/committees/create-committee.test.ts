import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeResponse } from "../../../common/contracts/me.js";
import type { Role } from "../../../common/roles.js";
import { addMembership, buildAccount, buildBoard, signedInClient } from "../../test/factories.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A fresh board whose owner (an Administrator) is signed in. */
async function newBoard() {
  const owner = await buildAccount(server.database.db, { firstName: "Hine" });
  const client = await signedInClient(server.url, owner.email);
  const { id: boardId } = await buildBoard(server.database.db, owner.personId);
  return { owner, client, boardId };
}

describe("committees", () => {
  it("creates a committee under the board whose access never lists committees", async () => {
    const { client, owner, boardId } = await newBoard();
    const res = await client.post<{ Id: string }>(`/api/organisations/${boardId}/committees`, {
      name: "Audit & Risk",
      administratorPersonId: owner.personId,
    });
    expect(res.status).toBe(201);
    const me = await client.get<MeResponse>("/api/me");
    const committee = me.body.organisations.find((o) => o.Id === res.body.Id);
    expect(committee?.Parent).toBe(boardId);
    expect(committee?.access.committees).toBe(false);
    expect(committee?.access.settings).toBe(true);

    const nested = await client.post<ErrorBody>(`/api/organisations/${res.body.Id}/committees`, {
      name: "Sub-committee",
      administratorPersonId: owner.personId,
    });
    expect(nested.status).toBe(403);
  });

  it("requires the committee administrator to be a login-enabled member of the board", async () => {
    const { client, boardId } = await newBoard();
    const added = await client.post<{ PersonId: string }>(`/api/organisations/${boardId}/members`, {
      firstName: "Tama",
      lastName: "Records",
      role: "Director",
    });
    expect(added.status).toBe(201);
    const res = await client.post<ErrorBody>(`/api/organisations/${boardId}/committees`, {
      name: "Finance",
      administratorPersonId: added.body.PersonId,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      "The committee administrator must be a member of the board who can log in.",
    );
    expect(res.body.error.fields?.administratorPersonId).toBeDefined();
  });

  it("refuses committee creation to a chair (administrators only)", async () => {
    const { boardId } = await newBoard();
    const chair = await buildAccount(server.database.db);
    await addMembership(server.database.db, boardId, chair.personId, "Chairman");
    const chairClient = await signedInClient(server.url, chair.email);
    const res = await chairClient.post<ErrorBody>(`/api/organisations/${boardId}/committees`, {
      name: "Finance",
      administratorPersonId: chair.personId,
    });
    expect(res.status).toBe(403);
  });
});

describe("who may add a committee, as /api/me tells the client", () => {
  const cases: Array<{ role: Role; where: "board" | "committee"; active: boolean; may: boolean }> =
    [
      { role: "Administrator", where: "board", active: true, may: true },
      { role: "Chairman", where: "board", active: true, may: false },
      { role: "PersonalAssistant", where: "board", active: true, may: false },
      { role: "Director", where: "board", active: true, may: false },
      { role: "ExecutiveDirector", where: "board", active: true, may: false },
      { role: "Executive", where: "board", active: true, may: false },
      { role: "Administrator", where: "board", active: false, may: false },
      { role: "Administrator", where: "committee", active: true, may: false },
    ];

  it.each(cases)(
    "$role of a $where (active: $active): the flag is what creating one then allows",
    async ({ role, where, active, may }) => {
      const { client, owner, boardId } = await newBoard();
      let orgId = boardId;
      if (where === "committee") {
        const committee = await client.post<{ Id: string }>(
          `/api/organisations/${boardId}/committees`,
          { name: "Audit & Risk", administratorPersonId: owner.personId },
        );
        orgId = committee.body.Id;
      }
      const person = await buildAccount(server.database.db);
      await addMembership(server.database.db, orgId, person.personId, role, {
        accessAllowed: active,
      });
      const personClient = await signedInClient(server.url, person.email);
      const me = await personClient.get<MeResponse>("/api/me");
      const flag = me.body.organisations.find((o) => o.Id === orgId)?.Abilities.createCommittee;
      expect(flag).toBe(may);

      const created = await personClient.post(`/api/organisations/${orgId}/committees`, {
        name: "Finance",
        administratorPersonId: may ? person.personId : owner.personId,
      });
      expect(created.status === 201).toBe(flag);
      if (!may) expect([403, 404]).toContain(created.status);
    },
  );
});
