import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeResponse } from "../../../common/contracts/me.js";
import { addMembership, buildAccount, signedInClient } from "../../test/factories.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function newBoard(name = "Harbourside Community Trust") {
  const owner = await buildAccount(server.database.db, { firstName: "Hine" });
  const client = await signedInClient(server.url, owner.email);
  const res = await client.post<{ Id: string }>("/api/organisations", {
    name,
    shortName: "Harbourside",
  });
  expect(res.status).toBe(201);
  return { owner, client, boardId: res.body.Id };
}

describe("creating a board", () => {
  it("makes the creator account owner and Administrator on a free trial with days left", async () => {
    const { client, boardId } = await newBoard();
    const me = await client.get<MeResponse>("/api/me");
    const board = me.body.organisations.find((o) => o.Id === boardId);
    expect(board).toMatchObject({
      Name: "Harbourside Community Trust",
      ShortName: "Harbourside",
      Status: "FreeTrial",
      TrialDurationInDays: 14,
      TrialDaysLeft: 14,
      IsAccountOwner: true,
      Role: "Administrator",
      RoleLabel: "Administrator",
      Parent: null,
      AccessAllowed: true,
    });
    expect(board?.access).toEqual({
      meetings: true,
      action: true,
      decisionRegister: true,
      between_meetings: true,
      documents: true,
      documents_governance: true,
      people: true,
      interestRegister: true,
      committees: true,
      settings: true,
    });
  });
});

describe("roles and access flags", () => {
  it("shows an Executive/Guest only meetings, actions and people", async () => {
    const { client, boardId } = await newBoard();
    const guest = await buildAccount(server.database.db);
    const added = await client.post(`/api/organisations/${boardId}/members`, {
      firstName: "Guest",
      lastName: "Person",
      email: guest.email,
      role: "Executive",
    });
    expect(added.status).toBe(201);
    const guestClient = await signedInClient(server.url, guest.email);
    const me = await guestClient.get<MeResponse>("/api/me");
    const board = me.body.organisations.find((o) => o.Id === boardId);
    expect(board?.RoleLabel).toBe("Executive / Guest");
    const shown = Object.entries(board?.access ?? {})
      .filter(([, v]) => v)
      .map(([k]) => k);
    expect(shown.sort()).toEqual(["action", "meetings", "people"]);
  });

  it("turns everything off for an inactive membership and refuses its routes", async () => {
    const { boardId } = await newBoard();
    const former = await buildAccount(server.database.db);
    await addMembership(server.database.db, boardId, former.personId, "Director", {
      accessAllowed: false,
    });
    const formerClient = await signedInClient(server.url, former.email);
    const me = await formerClient.get<MeResponse>("/api/me");
    const board = me.body.organisations.find((o) => o.Id === boardId);
    expect(board?.AccessAllowed).toBe(false);
    expect(Object.values(board?.access ?? {}).some(Boolean)).toBe(false);
    expect((await formerClient.get(`/api/organisations/${boardId}/members`)).status).toBe(404);
  });
});

describe("the audit chain", () => {
  it("verifies, and names the first entry after a stored row is altered", async () => {
    const { client, owner, boardId } = await newBoard();
    await client.post(`/api/organisations/${boardId}/members`, {
      firstName: "A",
      lastName: "One",
      role: "Director",
    });
    await client.post(`/api/organisations/${boardId}/committees`, {
      name: "Audit",
      administratorPersonId: owner.personId,
    });
    const ok = await client.get<{ valid: boolean; entries: number }>(
      `/api/organisations/${boardId}/audit/verify`,
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ valid: true, entries: 4 });

    await server.database.db.execute(
      sql`update audit_log set after = jsonb_set(after, '{role}', '"Administrator"') where organisation_id = ${boardId} and seq = 3`,
    );
    const broken = await client.get<{
      valid: boolean;
      firstBroken: { seq: number; reason: string };
    }>(`/api/organisations/${boardId}/audit/verify`);
    expect(broken.body.valid).toBe(false);
    expect(broken.body.firstBroken.seq).toBe(3);
    expect(broken.body.firstBroken.reason).toMatch(/changed/);
  });

  it("reports a deleted entry as missing", async () => {
    const { client, boardId } = await newBoard();
    await client.post(`/api/organisations/${boardId}/members`, {
      firstName: "B",
      lastName: "Two",
      role: "Director",
    });
    await server.database.db.execute(
      sql`delete from audit_log where organisation_id = ${boardId} and seq = 2`,
    );
    const broken = await client.get<{
      valid: boolean;
      firstBroken: { seq: number; reason: string };
    }>(`/api/organisations/${boardId}/audit/verify`);
    expect(broken.body.valid).toBe(false);
    expect(broken.body.firstBroken).toMatchObject({ seq: 3 });
    expect(broken.body.firstBroken.reason).toMatch(/missing/);
  });
});
