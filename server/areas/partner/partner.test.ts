import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/raw-rows.js";
import { auditLog } from "../../db/schema/index.js";
import { addMembership, buildAccount, buildBoard, signedInClient } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

let server: TestServer;
let support: TestClient;
let supportId = "";
let admin: TestClient;
let boardId = "";
let committeeId = "";
let otherId = "";

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const owner = await buildAccount(db, { firstName: "Aroha" });
  boardId = (await buildBoard(db, owner.personId, "Kauri Trust")).id;
  const [committee] = await queryRows<{ id: string }>(
    db,
    sql`insert into organisations (name, short_name, parent_id)
      values ('Kauri Trust Audit', 'Audit', ${boardId}) returning id`,
  );
  committeeId = committee?.id ?? "";
  const member = await buildAccount(db, { firstName: "Mele" });
  await addMembership(db, committeeId, member.personId, "Director");
  const stranger = await buildAccount(db, { firstName: "Zed" });
  otherId = (await buildBoard(db, stranger.personId, "Other Society")).id;

  const s = await buildAccount(db, { isSupport: true });
  supportId = s.personId;
  support = await signedInClient(server.url, s.email);
  const a = await buildAccount(db);
  await queryRows(
    db,
    sql`update accounts set is_installation_admin = true where person_id = ${a.personId}`,
  );
  admin = await signedInClient(server.url, a.email);
});
afterAll(async () => {
  await server.close();
});

type Orgs = { organisations: { Id: string; Name: string }[] };
type People = { people: { FullName: string }[] };

describe("partner views", () => {
  it("show only the organisations assigned to the support person, their committees and people", async () => {
    expect((await support.get<Orgs>("/api/partner/organisations")).body.organisations).toEqual([]);
    expect((await support.get<People>("/api/partner/people")).body.people).toEqual([]);

    const assign = `/api/partner/support-people/${supportId}/organisations`;
    expect((await support.request("PUT", assign, { organisationIds: [boardId] })).status).toBe(403);
    const bad = await admin.request("PUT", assign, {
      organisationIds: ["00000000-0000-4000-8000-000000000000"],
    });
    expect(bad.status).toBe(400);
    expect((await admin.request("PUT", assign, { organisationIds: [boardId] })).status).toBe(200);

    const orgs = (await support.get<Orgs>("/api/partner/organisations")).body.organisations;
    expect(orgs.map((o) => o.Name).sort()).toEqual(["Kauri Trust", "Kauri Trust Audit"]);
    const found = (await support.get<Orgs>("/api/partner/organisations?q=audit")).body
      .organisations;
    expect(found.map((o) => o.Name)).toEqual(["Kauri Trust Audit"]);
    const names = (await support.get<People>("/api/partner/people")).body.people.map(
      (p) => p.FullName,
    );
    expect(names.some((n) => n.startsWith("Aroha"))).toBe(true);
    expect(names.some((n) => n.startsWith("Mele"))).toBe(true);
    expect(names.some((n) => n.startsWith("Zed"))).toBe(false);
    const [assigned] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organisationId, boardId), eq(auditLog.action, "partner.assign")));
    expect(assigned?.subjectId).toBe(supportId);
  });

  it("open one organisation read-only, audited; another organisation is not found", async () => {
    const detail = await support.get<{
      Name: string;
      Members: { FullName: string; Role: string }[];
    }>(`/api/partner/organisations/${committeeId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.Name).toBe("Kauri Trust Audit");
    expect(detail.body.Members).toContainEqual(
      expect.objectContaining({ Role: "Committee Member" }),
    );
    const [viewed] = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.organisationId, committeeId),
          eq(auditLog.action, "partner.viewOrganisation"),
        ),
      );
    expect(viewed?.actorPersonId).toBe(supportId);
    expect((await support.get(`/api/partner/organisations/${otherId}`)).status).toBe(404);
    expect((await admin.get(`/api/partner/organisations/${boardId}`)).status).toBe(403);
  });
});
