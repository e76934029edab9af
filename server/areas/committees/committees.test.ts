import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { committeeMessages } from "../../../common/committee-licences.js";
import type { CommitteeList } from "../../../common/contracts/committees.js";
import type { MeResponse } from "../../../common/contracts/me.js";
import { auditLog, interests, memberships, organisations, people } from "../../db/schema/index.js";
import { addMembership, buildAccount, buildBoard, signedInClient } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { deleteScheduledCommittees, eraseDeletedCommittees } from "./erase-committees.js";
import { scheduleUnselectedCommitteeDeletion } from "./subscription-committees.js";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const day = 24 * 60 * 60 * 1000;

let server: TestServer;
let admin: TestClient;
let adminId = "";
let boardId = "";

beforeAll(async () => {
  server = await startTestServer();
  const owner = await buildAccount(server.database.db, { firstName: "Hine" });
  adminId = owner.personId;
  boardId = (await buildBoard(server.database.db, owner.personId, "Harbourside Trust")).id;
  admin = await signedInClient(server.url, owner.email);
});
afterAll(async () => {
  await server.close();
});

async function addCommittee(name: string): Promise<string> {
  const res = await admin.post<{ Id: string }>(`/api/organisations/${boardId}/committees`, {
    name,
    administratorPersonId: adminId,
  });
  expect(res.status).toBe(201);
  return res.body.Id;
}

const list = async (client = admin) =>
  (await client.get<CommitteeList>(`/api/organisations/${boardId}/committees`)).body;
const committeeRow = async (id: string) => (await list()).committees.find((c) => c.Id === id);
const committeeExists = async (id: string) =>
  (
    await server.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.id, id))
  ).length === 1;

describe("importing people from the board", () => {
  it("copies chosen members with their current interests; they start without access until invited", async () => {
    const db = server.database.db;
    const committeeId = await addCommittee("Finance");
    const withLogin = await buildAccount(db, { firstName: "Mele" });
    await addMembership(db, boardId, withLogin.personId, "Director");
    const [record] = await db
      .insert(people)
      .values({ firstName: "Tama", lastName: "Records", email: null })
      .returning();
    const recordId = record?.id ?? "";
    await db
      .insert(memberships)
      .values({ organisationId: boardId, personId: recordId, role: "PersonalAssistant" });
    await db.insert(interests).values([
      {
        organisationId: boardId,
        personId: withLogin.personId,
        entity: "Harbour Bank",
        nature: "Director",
        disclosedOn: "2024-01-01",
      },
      {
        organisationId: boardId,
        personId: withLogin.personId,
        entity: "Old Co",
        nature: "Shareholder",
        disclosedOn: "2020-01-01",
        endsOn: "2021-01-01",
      },
    ]);

    const res = await admin.post<{ imported: number; alreadyMembers: number; interests: number }>(
      `/api/organisations/${boardId}/committees/${committeeId}/import`,
      { personIds: [withLogin.personId, recordId, adminId] },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 2, alreadyMembers: 1, interests: 1 });

    const copied = await db
      .select()
      .from(interests)
      .where(eq(interests.organisationId, committeeId));
    expect(copied.map((i) => i.entity)).toEqual(["Harbour Bank"]);
    const [imported] = await db
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.organisationId, committeeId),
          eq(memberships.personId, withLogin.personId),
        ),
      );
    expect(imported).toMatchObject({ role: "Director", loginEnabled: false });

    // Every route of the committee refuses them until they are invited.
    const mele = await signedInClient(server.url, withLogin.email);
    expect((await mele.get(`/api/organisations/${boardId}/meetings`)).status).toBe(200);
    expect((await mele.get(`/api/organisations/${committeeId}/meetings`)).status).toBe(404);

    const stranger = await db
      .insert(people)
      .values({ firstName: "Not", lastName: "Member" })
      .returning();
    const refused = await admin.post<ErrorBody>(
      `/api/organisations/${boardId}/committees/${committeeId}/import`,
      { personIds: [stranger[0]?.id] },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(committeeMessages.notBoardMembers);
  });

  it("is for the board's administrators only", async () => {
    const committeeId = await addCommittee("Audit");
    const chair = await buildAccount(server.database.db);
    await addMembership(server.database.db, boardId, chair.personId, "Chairman");
    const chairClient = await signedInClient(server.url, chair.email);
    const res = await chairClient.post(
      `/api/organisations/${boardId}/committees/${committeeId}/import`,
      { personIds: [chair.personId] },
    );
    expect(res.status).toBe(403);
    // The chair may list committees, and sees only those they belong to.
    expect((await list(chairClient)).committees).toEqual([]);
    expect((await list(chairClient)).CanManage).toBe(false);
  });
});

describe("deleting a committee", () => {
  it("hides it at once, can be restored within the window, then is erased by the job", async () => {
    const db = server.database.db;
    const committeeId = await addCommittee("Property");
    const deleted = await admin.request<{ EraseAfter: string }>(
      "DELETE",
      `/api/organisations/${boardId}/committees/${committeeId}`,
    );
    expect(deleted.status).toBe(200);
    const eraseAfter = new Date(deleted.body.EraseAfter);
    expect(Math.round((eraseAfter.getTime() - Date.now()) / day)).toBe(30);

    // Gone for its members, still listed (to restore) for the board's administrators.
    expect((await admin.get(`/api/organisations/${committeeId}/meetings`)).status).toBe(404);
    const me = await admin.get<MeResponse>("/api/me");
    expect(me.body.organisations.some((o) => o.Id === committeeId)).toBe(false);
    expect((await committeeRow(committeeId))?.EraseAfter).toBe(deleted.body.EraseAfter);

    // A day before the window ends nothing is erased, and restoring brings it back.
    expect(
      await eraseDeletedCommittees(
        db,
        server.services.storage,
        new Date(eraseAfter.getTime() - day),
      ),
    ).toBe(0);
    const restored = await admin.post(
      `/api/organisations/${boardId}/committees/${committeeId}/restore`,
    );
    expect(restored.status).toBe(200);
    expect((await admin.get(`/api/organisations/${committeeId}/meetings`)).status).toBe(200);
    // Restored committees are never erased, whatever the clock says.
    expect(
      await eraseDeletedCommittees(db, server.services.storage, new Date(Date.now() + 400 * day)),
    ).toBe(0);

    await admin.request("DELETE", `/api/organisations/${boardId}/committees/${committeeId}`);
    const later = new Date(Date.now() + 31 * day);
    expect(await eraseDeletedCommittees(db, server.services.storage, later)).toBe(1);
    expect(await committeeExists(committeeId)).toBe(false);
    const committeeAudit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.organisationId, committeeId));
    expect(committeeAudit).toEqual([]);
    const boardAudit = (
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.organisationId, boardId), eq(auditLog.subjectId, committeeId)))
        .orderBy(auditLog.seq)
    ).map((a) => a.action);
    expect(boardAudit).toEqual([
      "committee.create",
      "committee.delete",
      "committee.restore",
      "committee.delete",
      "committee.erase",
    ]);
    const verify = await admin.get<{ valid: boolean }>(
      `/api/organisations/${boardId}/audit/verify`,
    );
    expect(verify.body.valid).toBe(true);

    const gone = await admin.post<ErrorBody>(
      `/api/organisations/${boardId}/committees/${committeeId}/restore`,
    );
    expect(gone.status).toBe(404);
  });

  it("keeps a deleted committee for as many days as the board's setting says", async () => {
    const db = server.database.db;
    const patched = await admin.patch(`/api/organisations/${boardId}/settings`, {
      committeeEraseDays: 60,
    });
    expect(patched.status).toBe(200);
    const committeeId = await addCommittee("Remuneration");
    const deleted = await admin.request<{ EraseAfter: string }>(
      "DELETE",
      `/api/organisations/${boardId}/committees/${committeeId}`,
    );
    expect(Math.round((new Date(deleted.body.EraseAfter).getTime() - Date.now()) / day)).toBe(60);
    expect(
      await eraseDeletedCommittees(db, server.services.storage, new Date(Date.now() + 45 * day)),
    ).toBe(0);
    expect(await committeeExists(committeeId)).toBe(true);

    // Past the window, restoring is refused even before the job has run.
    await db
      .update(organisations)
      .set({ eraseAfter: new Date(Date.now() - 1000) })
      .where(eq(organisations.id, committeeId));
    const late = await admin.post<ErrorBody>(
      `/api/organisations/${boardId}/committees/${committeeId}/restore`,
    );
    expect(late.status).toBe(410);
    expect(late.body.error.message).toBe(committeeMessages.erased);
    await admin.patch(`/api/organisations/${boardId}/settings`, { committeeEraseDays: 30 });
  });

  it("is refused to anyone but the board's administrators", async () => {
    const committeeId = await addCommittee("Risk");
    const secretary = await buildAccount(server.database.db);
    await addMembership(server.database.db, boardId, secretary.personId, "PersonalAssistant");
    const client = await signedInClient(server.url, secretary.email);
    const res = await client.request(
      "DELETE",
      `/api/organisations/${boardId}/committees/${committeeId}`,
    );
    expect(res.status).toBe(403);
  });
});

describe("committee licences", () => {
  it("needs a free licence once the trial is over, and says committees are 50% off", async () => {
    const owner = await buildAccount(server.database.db);
    const paidBoard = (await buildBoard(server.database.db, owner.personId, "Paid Board")).id;
    const client = await signedInClient(server.url, owner.email);
    await server.database.db
      .update(organisations)
      .set({ status: "Active", committeeLicences: 1 })
      .where(eq(organisations.id, paidBoard));
    const create = (name: string) =>
      client.post<ErrorBody>(`/api/organisations/${paidBoard}/committees`, {
        name,
        administratorPersonId: owner.personId,
      });
    expect((await create("Finance")).status).toBe(201);
    const second = await create("Audit");
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(committeeMessages.noLicence);
    expect(second.body.error.message).toContain("50% off");
    const licences = (await client.get<CommitteeList>(`/api/organisations/${paidBoard}/committees`))
      .body.licences;
    expect(licences).toEqual({ Included: 1, Used: 1, OnTrial: false, Available: false });
  });
});

describe("after a subscription change", () => {
  it("deletes committees that were not selected 30 days later, unless selected again", async () => {
    const db = server.database.db;
    const owner = await buildAccount(db);
    const board = (await buildBoard(db, owner.personId, "Changing Board")).id;
    const client = await signedInClient(server.url, owner.email);
    const ids: string[] = [];
    for (const name of ["Keep", "Drop", "Reprieve"]) {
      const res = await client.post<{ Id: string }>(`/api/organisations/${board}/committees`, {
        name,
        administratorPersonId: owner.personId,
      });
      ids.push(res.body.Id);
    }
    const [keep = "", drop = "", reprieve = ""] = ids;
    const changedAt = new Date("2027-05-01T00:00:00Z");
    const first = await db.transaction((tx) =>
      scheduleUnselectedCommitteeDeletion(tx, board, [keep], owner.personId, changedAt),
    );
    expect(first.scheduled.sort()).toEqual([drop, reprieve].sort());

    // A second change ten days later selects one again and never postpones the other.
    await db.transaction((tx) =>
      scheduleUnselectedCommitteeDeletion(
        tx,
        board,
        [keep, reprieve],
        owner.personId,
        new Date(changedAt.getTime() + 10 * day),
      ),
    );
    const scheduled = await db
      .select({ id: organisations.id, at: organisations.deletionScheduledAt })
      .from(organisations)
      .where(eq(organisations.parentId, board));
    expect(scheduled.find((r) => r.id === drop)?.at?.toISOString()).toBe(
      "2027-05-31T00:00:00.000Z",
    );
    expect(scheduled.find((r) => r.id === reprieve)?.at).toBeNull();

    expect(await deleteScheduledCommittees(db, new Date("2027-05-30T23:59:00Z"))).toBe(0);
    expect(await deleteScheduledCommittees(db, new Date("2027-05-31T00:00:00Z"))).toBe(1);
    const [dropped] = await db.select().from(organisations).where(eq(organisations.id, drop));
    expect(dropped?.deletedAt?.toISOString()).toBe("2027-05-31T00:00:00.000Z");
    // Still recoverable for the usual window, then erased.
    expect(dropped?.eraseAfter?.toISOString()).toBe("2027-06-30T00:00:00.000Z");
    const rows = (await client.get<CommitteeList>(`/api/organisations/${board}/committees`)).body
      .committees;
    expect(rows.filter((c) => c.DeletedAt === null).map((c) => c.Name)).toEqual([
      "Keep",
      "Reprieve",
    ]);
    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.organisationId, board), sql`${auditLog.action} like 'committee.del%'`))
      .orderBy(auditLog.seq);
    expect(audit.map((a) => a.action)).toEqual([
      "committee.deletion.schedule",
      "committee.deletion.schedule",
      "committee.delete.scheduled",
    ]);
  });
});
