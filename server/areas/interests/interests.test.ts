import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InterestList } from "../../../common/contracts/interests.js";
import { utcToZoned } from "../../../common/zoned-time.js";
import { auditLog, memberships, people } from "../../db/schema/index.js";
import {
  addMembership,
  boardWithSecretary,
  buildAccount,
  signedInClient,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { closePersonInterests } from "./close-person-interests.js";

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

let server: TestServer;
let boardId = "";
let secretary: TestClient;
let secretaryId = "";
let mele: TestClient;
let meleId = "";
let senior: TestClient;
let guest: TestClient;
let guestId = "";
let noLoginId = "";
let otherBoardInterestPath = "";

const path = (suffix = "") => `/api/organisations/${boardId}/interests${suffix}`;
const list = async (c: TestClient, tab: "current" | "past" = "current") => {
  const res = await c.get<InterestList>(path(`?tab=${tab}`));
  expect(res.status).toBe(200);
  return res.body;
};
const declare = (c: TestClient, body: Record<string, unknown>) =>
  c.post<{ Id: string } & ErrorBody>(path(), body);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ({ boardId, secretary, secretaryId } = await boardWithSecretary(db, server.url));
  const m = await buildAccount(db, { firstName: "Mele" });
  meleId = m.personId;
  await addMembership(db, boardId, meleId, "Director");
  mele = await signedInClient(server.url, m.email);
  const s = await buildAccount(db, { firstName: "Sam" });
  await addMembership(db, boardId, s.personId, "ExecutiveDirector");
  senior = await signedInClient(server.url, s.email);
  const g = await buildAccount(db, { firstName: "Tom" });
  guestId = g.personId;
  await addMembership(db, boardId, guestId, "Executive");
  guest = await signedInClient(server.url, g.email);
  const [record] = await db
    .insert(people)
    .values({ firstName: "Hemi", lastName: "Walker" })
    .returning({ id: people.id });
  noLoginId = record?.id ?? "";
  await db.insert(memberships).values({
    organisationId: boardId,
    personId: noLoginId,
    role: "Director",
    loginEnabled: false,
  });

  const other = await boardWithSecretary(db, server.url, "Other Board");
  const elsewhere = await other.secretary.post<{ Id: string }>(
    `/api/organisations/${other.boardId}/interests`,
    { personId: other.secretaryId, entity: "Elsewhere Ltd", nature: "Director" },
  );
  expect(elsewhere.status).toBe(201);
  otherBoardInterestPath = path(`/${elsewhere.body.Id}`);
});

afterAll(async () => {
  await server.close();
});

describe("declaring interests", () => {
  it("lets a board member declare their own, dated today where the organisation is", async () => {
    const res = await declare(mele, {
      personId: meleId,
      entity: "Harbour Fisheries Ltd",
      nature: "Shareholder (5%)",
    });
    expect(res.status).toBe(201);
    const today = utcToZoned(new Date(), "Pacific/Auckland").date;
    const register = await list(mele);
    expect(register.today).toBe(today);
    expect(register.abilities).toEqual({ CanDeclareOwn: true, CanEditAnyone: false });
    expect(register.interests).toContainEqual(
      expect.objectContaining({
        Id: res.body.Id,
        PersonName: "Mele Tester",
        Entity: "Harbour Fisheries Ltd",
        DisclosedOn: today,
        EndsOn: null,
        Current: true,
        CanEdit: true,
      }),
    );
  });

  it("lets a Senior Executive keep their own but nobody else's", async () => {
    const own = await senior.get<InterestList>(path());
    expect(own.body.abilities).toEqual({ CanDeclareOwn: true, CanEditAnyone: false });
    const forMele = await declare(senior, { personId: meleId, entity: "X", nature: "Y" });
    expect(forMele.status).toBe(403);
    expect(forMele.body.error.message).toBe("You can change only your own interests.");
  });

  it("refuses a board member declaring or changing someone else's interest", async () => {
    const bySecretary = await declare(secretary, {
      personId: secretaryId,
      entity: "Secretaries Guild",
      nature: "Member",
    });
    expect(bySecretary.status).toBe(201);
    const refused = await declare(mele, { personId: secretaryId, entity: "A", nature: "B" });
    expect(refused.status).toBe(403);
    const id = bySecretary.body.Id;
    for (const res of [
      await mele.patch(path(`/${id}`), { nature: "Chair" }),
      await mele.post(path(`/${id}/end`), {}),
      await mele.request("DELETE", path(`/${id}`)),
    ]) {
      expect(res.status).toBe(403);
    }
    const entry = (await list(mele)).interests.find((i) => i.Id === id);
    expect(entry).toMatchObject({ Nature: "Member", CanEdit: false });
  });

  it("lets Administrator, Secretary and Chair keep anyone's, including people without login", async () => {
    const register = await list(secretary);
    expect(register.abilities).toEqual({ CanDeclareOwn: true, CanEditAnyone: true });
    const forHemi = await declare(secretary, {
      personId: noLoginId,
      entity: "Walker Family Trust",
      nature: "Trustee",
      disclosedOn: "2025-07-01",
    });
    expect(forHemi.status).toBe(201);
    const meles = (await list(secretary)).interests.find((i) => i.PersonId === meleId);
    if (!meles) throw new Error("Mele's interest is missing");
    const edited = await secretary.patch(path(`/${meles.Id}`), {
      nature: "Shareholder (7%)",
      version: meles.Version,
    });
    expect(edited.status).toBe(200);
    const after = (await list(mele)).interests.find((i) => i.Id === meles.Id);
    expect(after).toMatchObject({ Nature: "Shareholder (7%)", Version: meles.Version + 1 });
  });

  it("keeps Executive/Guest out of the register entirely", async () => {
    expect((await guest.get(path())).status).toBe(403);
    expect((await guest.get(path("/register.pdf"))).status).toBe(403);
    expect((await declare(guest, { personId: guestId, entity: "A", nature: "B" })).status).toBe(
      403,
    );
  });

  it("does not reach another organisation's entries", async () => {
    expect((await secretary.patch(otherBoardInterestPath, { nature: "Chair" })).status).toBe(404);
    expect((await secretary.request("DELETE", otherBoardInterestPath)).status).toBe(404);
  });
});

describe("current and past", () => {
  it("moves an interest with a past end date to past, keeps one ending today current, and reopens", async () => {
    const made = await declare(mele, {
      personId: meleId,
      entity: "Coastal Rowing Club",
      nature: "Treasurer",
      disclosedOn: "2024-02-01",
    });
    const id = made.body.Id;
    expect((await mele.post(path(`/${id}/end`), { endsOn: "2025-03-31" })).status).toBe(200);
    expect((await list(mele)).interests.map((i) => i.Id)).not.toContain(id);
    expect((await list(mele, "past")).interests).toContainEqual(
      expect.objectContaining({ Id: id, EndsOn: "2025-03-31", Current: false }),
    );

    const reopened = await mele.post(path(`/${id}/reopen`));
    expect(reopened.status).toBe(200);
    expect((await list(mele)).interests).toContainEqual(
      expect.objectContaining({ Id: id, EndsOn: null, Current: true }),
    );
    const again = await mele.post<ErrorBody>(path(`/${id}/reopen`));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(
      "This interest has no end date, so there is nothing to reopen.",
    );

    // Ended today: still current through the day, as the register reads it.
    expect((await mele.post(path(`/${id}/end`))).status).toBe(200);
    const today = (await list(mele)).interests.find((i) => i.Id === id);
    expect(today?.EndsOn).toBe((await list(mele)).today);
    expect(today?.Current).toBe(true);
  });

  it("filters the list to one person", async () => {
    const res = await secretary.get<InterestList>(path(`?personId=${noLoginId}`));
    expect(res.body.interests.map((i) => i.Entity)).toEqual(["Walker Family Trust"]);
    expect(res.body.people.map((p) => p.Name)).toEqual(
      expect.arrayContaining(["Hemi Walker", "Mele Tester"]),
    );
  });
});

describe("deleting", () => {
  it("removes an entry made by mistake and keeps what it said in the audit log", async () => {
    const made = await declare(mele, {
      personId: meleId,
      entity: "Typo Holdngs",
      nature: "Director",
    });
    const id = made.body.Id;
    const res = await mele.request<{ message: string }>("DELETE", path(`/${id}`));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The interest has been deleted.");
    const everywhere = [...(await list(mele)).interests, ...(await list(mele, "past")).interests];
    expect(everywhere.map((i) => i.Id)).not.toContain(id);
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, "interest.delete")));
    expect(entry?.actorPersonId).toBe(meleId);
    expect(entry?.before).toMatchObject({ entity: "Typo Holdngs", personId: meleId });
    expect((await mele.request("DELETE", path(`/${id}`))).status).toBe(404);
  });

  it("audits every change to an entry", async () => {
    const made = await declare(secretary, {
      personId: meleId,
      entity: "Audit Co",
      nature: "A",
      disclosedOn: "2025-06-01",
    });
    const id = made.body.Id;
    await secretary.patch(path(`/${id}`), { nature: "B" });
    await secretary.post(path(`/${id}/end`), { endsOn: "2026-01-31" });
    await secretary.post(path(`/${id}/reopen`));
    const actions = await server.database.db
      .select({ action: auditLog.action, actor: auditLog.actorPersonId })
      .from(auditLog)
      .where(eq(auditLog.subjectId, id))
      .orderBy(auditLog.seq);
    expect(actions.map((a) => a.action)).toEqual([
      "interest.declare",
      "interest.edit",
      "interest.end",
      "interest.reopen",
    ]);
    expect(new Set(actions.map((a) => a.actor))).toEqual(new Set([secretaryId]));
  });
});

describe("bad input", () => {
  it("answers 400 with a message per field", async () => {
    const empty = await declare(mele, { personId: meleId, entity: "  ", nature: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toMatchObject({ entity: "Required", nature: "Required" });

    const badDate = await declare(mele, {
      personId: meleId,
      entity: "A",
      nature: "B",
      disclosedOn: "31/12/2026",
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.fields?.disclosedOn).toBe("Use a date like 2026-12-03.");

    const tooLong = await declare(mele, { personId: meleId, entity: "x".repeat(201), nature: "B" });
    expect(tooLong.body.error.fields?.entity).toBe("Use at most 200 characters.");

    const backwards = await declare(mele, {
      personId: meleId,
      entity: "A",
      nature: "B",
      disclosedOn: "2026-05-01",
      endsOn: "2026-04-30",
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe("The end date can't be before the disclosure date.");
    expect(backwards.body.error.fields?.endsOn).toBe(
      "The end date can't be before the disclosure date.",
    );
  });

  it("refuses a person who is not in the organisation, and an edit from an old version", async () => {
    const stranger = await buildAccount(server.database.db);
    const res = await declare(secretary, { personId: stranger.personId, entity: "A", nature: "B" });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.personId).toBe("Choose a person from this organisation.");

    const made = await declare(mele, { personId: meleId, entity: "Version Ltd", nature: "A" });
    const id = made.body.Id;
    expect((await mele.patch(path(`/${id}`), { nature: "B", version: 1 })).status).toBe(200);
    const stale = await secretary.patch<ErrorBody>(path(`/${id}`), { nature: "C", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/Someone else changed this interest meanwhile/);
  });
});

describe("when a person is removed", () => {
  it("ends their open interests as of today, keeps them in the register and audits it", async () => {
    const db = server.database.db;
    const closed = await db.transaction((tx) =>
      closePersonInterests(tx, boardId, noLoginId, secretaryId),
    );
    expect(closed).toBe(1);
    const register = await list(secretary);
    const hemi = register.interests.find((i) => i.PersonId === noLoginId);
    expect(hemi).toMatchObject({ Entity: "Walker Family Trust", EndsOn: register.today });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, hemi?.Id ?? ""), eq(auditLog.action, "interest.end")));
    expect(entry?.after).toMatchObject({ reason: "person removed" });
    expect(
      await db.transaction((tx) => closePersonInterests(tx, boardId, noLoginId, secretaryId)),
    ).toBe(0);
  });
});
