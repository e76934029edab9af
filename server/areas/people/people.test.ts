import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeResponse } from "../../../common/contracts/me.js";
import { memberships } from "../../db/schema/index.js";
import { addMembership, buildAccount, signedInClient, uniqueEmail } from "../../test/factories.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { board, directory, type ErrorBody, lastMailTo, permitFrom } from "./people-test-helpers.js";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("the directory", () => {
  it("adds a record without login and an invited person, and filters by search, role and login status", async () => {
    const b = await board(server);
    const record = await b.secretary.post<{ PersonId: string; message: string }>(b.path(), {
      firstName: "Hemi",
      lastName: "Walker",
      role: "Director",
      isBoardMember: true,
      login: "none",
      tags: ["Finance"],
    });
    expect(record.status).toBe(201);
    expect(record.body.message).toBe("Hemi Walker was added.");
    const email = uniqueEmail("aroha");
    const invited = await b.secretary.post<{ PersonId: string; message: string }>(b.path(), {
      firstName: "Aroha",
      lastName: "Ngata",
      email,
      role: "Executive",
      login: "invite",
    });
    expect(invited.status).toBe(201);
    expect(invited.body.message).toMatch(/invitation is on its way/);
    const mail = await lastMailTo(server.database.db, email, "invited");
    expect(permitFrom(mail.text).kind).toBe("register");

    const all = await directory(b.secretary, b.path());
    const aroha = all.members.find((m) => m.PersonId === invited.body.PersonId);
    expect(aroha).toMatchObject({
      LoginStatus: "InvitationPending",
      RoleLabel: "Executive / Guest",
    });
    const days = (Date.parse(aroha?.InvitationExpiresAt ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(all.members.find((m) => m.PersonId === record.body.PersonId)).toMatchObject({
      LoginStatus: "NoAccess",
      IsBoardMember: true,
      Tags: ["Finance"],
    });
    expect(all.abilities).toEqual({
      CanManage: true,
      CanTransferOwnership: false,
      CanReadChanges: true,
    });

    const names = async (query: string) =>
      (await directory(b.secretary, b.path(query))).members.map((m) => m.FirstName).sort();
    expect(await names("?search=walk")).toEqual(["Hemi"]);
    expect(await names("?search=finance")).toEqual(["Hemi"]);
    expect(await names("?role=Executive")).toEqual(["Aroha"]);
    expect(await names("?loginStatus=InvitationPending")).toEqual(["Aroha"]);
    expect(await names("?loginStatus=NoAccess")).toEqual(["Hemi"]);
    expect(await names("?loginStatus=CanLogin")).toEqual(["Olive", "Sefa"]);
    expect((await b.secretary.get(b.path("?loginStatus=Maybe"))).status).toBe(400);
  });

  it("tells the viewer what they may do to each person, and refuses exactly the rest", async () => {
    const b = await board(server);
    const people = (await directory(b.secretary, b.path())).members;
    const card = (personId: string) => people.find((m) => m.PersonId === personId)?.Abilities;
    // The Secretary runs the directory, but not their own access, nor the owner's removal.
    expect(card(b.sec.personId)).toEqual({
      edit: true,
      changeRole: false,
      changeAccess: false,
      remove: false,
      transferOwnership: false,
    });
    expect(card(b.owner.personId)).toEqual({
      edit: true,
      changeRole: true,
      changeAccess: true,
      remove: false,
      transferOwnership: false,
    });
    const refusedSelf = await b.secretary.request("DELETE", b.path(`/${b.sec.personId}/access`));
    expect(refusedSelf.status).toBe(400);
    const refusedOwner = await b.secretary.request("DELETE", b.path(`/${b.owner.personId}`));
    expect(refusedOwner.status).toBe(409);
    // The owner alone may hand ownership to the Secretary.
    const ownersView = (await directory(b.ownerClient, b.path())).members;
    expect(ownersView.find((m) => m.PersonId === b.sec.personId)?.Abilities.transferOwnership).toBe(
      true,
    );
  });

  it("says clearly when an invitation's e-mail already belongs to someone in the organisation", async () => {
    const b = await board(server);
    const email = uniqueEmail("dup");
    await b.secretary.post(b.path(), {
      firstName: "Ana",
      lastName: "One",
      email,
      role: "Director",
      login: "none",
    });
    const again = await b.secretary.post<ErrorBody>(b.path(), {
      firstName: "Ana",
      lastName: "Again",
      email: email.toUpperCase(),
      role: "Director",
      login: "invite",
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(
      `Ana One in this organisation already has the e-mail address ${email}. Open their card instead (Grant Access sends them an invitation).`,
    );
    const ownerAgain = await b.secretary.post<ErrorBody>(b.path(), {
      firstName: "Olive",
      lastName: "Tester",
      email: b.owner.email,
      role: "Director",
      login: "invite",
    });
    expect(ownerAgain.status).toBe(409);
    expect(ownerAgain.body.error.fields?.email).toMatch(/^Olive Tester in this organisation/);
  });

  it("lets an Executive/Guest read the directory but change nothing; a Senior Executive has no People", async () => {
    const b = await board(server);
    const db = server.database.db;
    const guest = await buildAccount(db);
    await addMembership(db, b.boardId, guest.personId, "Executive");
    const guestClient = await signedInClient(server.url, guest.email);
    const list = await directory(guestClient, b.path());
    expect(list.abilities.CanManage).toBe(false);
    expect(
      (await guestClient.post(b.path(), { firstName: "X", lastName: "Y", role: "Director" }))
        .status,
    ).toBe(403);
    const senior = await buildAccount(db);
    await addMembership(db, b.boardId, senior.personId, "ExecutiveDirector");
    expect((await (await signedInClient(server.url, senior.email)).get(b.path())).status).toBe(403);
  });
});

describe("editing a card", () => {
  it("changes details, role and tenure; nobody changes their own role; the end is not before the start", async () => {
    const b = await board(server);
    const added = await b.secretary.post<{ PersonId: string }>(b.path(), {
      firstName: "Tama",
      lastName: "Rua",
      role: "Director",
      login: "none",
    });
    const card = b.path(`/${added.body.PersonId}`);
    const edit = await b.secretary.patch<{ message: string }>(card, {
      title: "Dr",
      role: "Chairman",
      tenureStartsOn: "2025-01-01",
      tenureEndsOn: "2027-12-31",
      isBoardMember: true,
    });
    expect(edit.status).toBe(200);
    const tama = (await directory(b.secretary, b.path())).members.find(
      (m) => m.PersonId === added.body.PersonId,
    );
    expect(tama).toMatchObject({
      Title: "Dr",
      RoleLabel: "Chair",
      TenureStartsOn: "2025-01-01",
      TenureEndsOn: "2027-12-31",
      IsBoardMember: true,
    });

    const own = await b.secretary.patch<ErrorBody>(b.path(`/${b.sec.personId}`), {
      role: "Administrator",
    });
    expect(own.status).toBe(400);
    expect(own.body.error.message).toBe("You cannot change your own role.");
    // Their own details they may change.
    expect((await b.secretary.patch(b.path(`/${b.sec.personId}`), { title: "Ms" })).status).toBe(
      200,
    );

    const backwards = await b.secretary.patch<ErrorBody>(card, { tenureStartsOn: "2028-01-01" });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields?.tenureEndsOn).toBe(
      "The end date can't be before the start date.",
    );
    const tooLong = await b.secretary.patch<ErrorBody>(card, { title: "x".repeat(31) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields?.title).toBe("Use at most 30 characters.");
  });
});

describe("the account owner and the last Administrator", () => {
  it("lets only the owner hand over ownership, to someone who can log in as Administrator, Chair or Secretary, typed Transfer", async () => {
    const b = await board(server);
    const db = server.database.db;
    const director = await buildAccount(db, { firstName: "Dina" });
    await addMembership(db, b.boardId, director.personId, "Director");
    const owner = (personId: string) => b.path(`/${personId}/account-owner`);

    expect(
      (await b.secretary.post(owner(b.sec.personId), { confirmation: "Transfer" })).status,
    ).toBe(403);
    const untyped = await b.ownerClient.post<ErrorBody>(owner(b.sec.personId), {
      confirmation: "transfer",
    });
    expect(untyped.status).toBe(400);
    expect(untyped.body.error.fields?.confirmation).toBe('Type "Transfer" to confirm.');
    const toDirector = await b.ownerClient.post<ErrorBody>(owner(director.personId), {
      confirmation: "Transfer",
    });
    expect(toDirector.status).toBe(400);
    expect(toDirector.body.error.message).toBe(
      "Dina Tester can't be the account owner. The account owner must be an Administrator, Chair or Secretary.",
    );
    const record = await b.ownerClient.post<{ PersonId: string }>(b.path(), {
      firstName: "Rangi",
      lastName: "Records",
      role: "Chairman",
      login: "none",
    });
    const toRecord = await b.ownerClient.post<ErrorBody>(owner(record.body.PersonId), {
      confirmation: "Transfer",
    });
    expect(toRecord.body.error.message).toBe(
      "Rangi Records can't be the account owner. The account owner must be able to log in. Grant them access first.",
    );

    const done = await b.ownerClient.post<{ message: string }>(owner(b.sec.personId), {
      confirmation: "Transfer",
    });
    expect(done.status).toBe(200);
    const me = await b.secretary.get<MeResponse>("/api/me");
    expect(me.body.organisations.find((o) => o.Id === b.boardId)?.IsAccountOwner).toBe(true);
    // The former owner is now an ordinary Administrator, and may not hand it over again.
    expect(
      (await b.ownerClient.post(owner(b.owner.personId), { confirmation: "Transfer" })).status,
    ).toBe(403);

    // The only Administrator cannot be removed, revoked or made something else.
    const admin = b.path(`/${b.owner.personId}`);
    const removal = await b.secretary.request<ErrorBody>("DELETE", admin);
    expect(removal.status).toBe(409);
    expect(removal.body.error.message).toBe(
      "This is the organisation's last Administrator. Make someone else an Administrator first.",
    );
    expect((await b.secretary.request("DELETE", `${admin}/access`)).status).toBe(409);
    expect((await b.secretary.patch(admin, { role: "Director" })).status).toBe(409);
    // With a second Administrator who can log in, the first may become a Director.
    await db
      .update(memberships)
      .set({ role: "Administrator" })
      .where(
        and(eq(memberships.organisationId, b.boardId), eq(memberships.personId, director.personId)),
      );
    expect((await b.secretary.patch(admin, { role: "Director" })).status).toBe(200);
    // The account owner cannot be removed.
    const ownerRemoval = await b.ownerClient.request<ErrorBody>(
      "DELETE",
      b.path(`/${b.sec.personId}`),
    );
    expect(ownerRemoval.status).toBe(403);
  });
});
