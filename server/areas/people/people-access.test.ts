import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeResponse } from "../../../common/contracts/me.js";
import { interests, people } from "../../db/schema/index.js";
import { addMembership, buildAccount, buildBoard, signedInClient } from "../../test/factories.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { board, directory, type ErrorBody, lastMailTo, permitFrom } from "./people-test-helpers.js";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("access", () => {
  it("sends the reset e-mail for someone with a login, and says why not for a record", async () => {
    const b = await board(server);
    const db = server.database.db;
    const dir = await buildAccount(db, { firstName: "Rewi" });
    await addMembership(db, b.boardId, dir.personId, "Director");
    const sent = await b.secretary.post<{ message: string }>(
      b.path(`/${dir.personId}/password-reset`),
    );
    expect(sent.status).toBe(202);
    expect(sent.body.message).toBe("We have e-mailed Rewi Tester a link to reset their password.");
    const mail = await lastMailTo(db, dir.email, "Reset your Quorate password");
    expect(mail.text).toMatch(/\/account-email\/reset-password\/[\w-]+/);
    const record = await b.secretary.post<{ PersonId: string }>(b.path(), {
      firstName: "No",
      lastName: "Login",
      role: "Director",
      login: "none",
    });
    const refused = await b.secretary.post<ErrorBody>(
      b.path(`/${record.body.PersonId}/password-reset`),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      "This person has no login, so there is no password to reset.",
    );
  });

  it("revokes access (the next request is refused and the session ends), then grants it again with a 30-day invitation", async () => {
    const b = await board(server);
    const db = server.database.db;
    const guest = await buildAccount(db, { firstName: "Tom" });
    await addMembership(db, b.boardId, guest.personId, "Executive");
    const guestClient = await signedInClient(server.url, guest.email);
    expect((await guestClient.get(b.path())).status).toBe(200);

    const revoked = await b.secretary.request<{ message: string }>(
      "DELETE",
      b.path(`/${guest.personId}/access`),
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe("Tom Tester can no longer log in to People Board.");
    expect((await guestClient.get(b.path())).status).toBe(401);
    const again = await b.secretary.request<ErrorBody>(
      "DELETE",
      b.path(`/${guest.personId}/access`),
    );
    expect(again.status).toBe(409);
    expect(
      (await b.secretary.request<ErrorBody>("DELETE", b.path(`/${b.sec.personId}/access`))).body
        .error.message,
    ).toBe("You cannot revoke your own access.");

    const granted = await b.secretary.post<{ message: string }>(
      b.path(`/${guest.personId}/access`),
    );
    expect(granted.status).toBe(200);
    expect(granted.body.message).toBe(
      `An invitation is on its way to ${guest.email}. It is valid for 30 days.`,
    );
    const { permit, kind } = permitFrom((await lastMailTo(db, guest.email, "invited")).text);
    expect(kind).toBe("accept");
    const signedInAgain = await signedInClient(server.url, guest.email);
    // Not theirs again until they accept.
    expect((await signedInAgain.get(b.path())).status).toBe(404);
    expect((await signedInAgain.post(`/api/invitations/${permit}/accept`)).status).toBe(200);
    expect((await signedInAgain.get(b.path())).status).toBe(200);
    const status = (await directory(b.secretary, b.path())).members.find(
      (m) => m.PersonId === guest.personId,
    );
    expect(status?.LoginStatus).toBe("CanLogin");
    expect((await b.secretary.post<ErrorBody>(b.path(`/${guest.personId}/access`))).status).toBe(
      409,
    );
  });

  it("keeps a revoked person signed in when another organisation still lets them in", async () => {
    const b = await board(server);
    const db = server.database.db;
    const both = await buildAccount(db);
    await addMembership(db, b.boardId, both.personId, "Director");
    const other = await buildBoard(db, both.personId, "Their Own Board");
    const client = await signedInClient(server.url, both.email);
    await b.secretary.request("DELETE", b.path(`/${both.personId}/access`));
    expect((await client.get(b.path())).status).toBe(404);
    expect((await client.get(`/api/organisations/${other.id}/members`)).status).toBe(200);
    const me = await client.get<MeResponse>("/api/me");
    expect(me.body.organisations.map((o) => o.Id)).toEqual([other.id]);
  });
});

describe("removing a person", () => {
  it("ends the membership, closes their interests and keeps the person for the record", async () => {
    const b = await board(server);
    const db = server.database.db;
    const leaving = await buildAccount(db, { firstName: "Lee" });
    await addMembership(db, b.boardId, leaving.personId, "Director");
    const leavingClient = await signedInClient(server.url, leaving.email);
    const declared = await leavingClient.post(`/api/organisations/${b.boardId}/interests`, {
      personId: leaving.personId,
      entity: "Harbour Holdings",
      nature: "Shareholder",
    });
    expect(declared.status).toBe(201);
    const removed = await b.secretary.request<{ message: string }>(
      "DELETE",
      b.path(`/${leaving.personId}`),
    );
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Lee Tester was removed from People Board.");
    const [interest] = await db
      .select()
      .from(interests)
      .where(eq(interests.personId, leaving.personId));
    expect(interest?.endsOn).not.toBeNull();
    expect(await db.select().from(people).where(eq(people.id, leaving.personId))).toHaveLength(1);
    expect(
      (await directory(b.secretary, b.path())).members.some((m) => m.PersonId === leaving.personId),
    ).toBe(false);
    expect((await leavingClient.get(b.path())).status).toBe(401);
    expect((await b.secretary.request("DELETE", b.path(`/${leaving.personId}`))).status).toBe(404);
    const self = await b.secretary.request<ErrorBody>("DELETE", b.path(`/${b.sec.personId}`));
    expect(self.body.error.message).toBe(
      "You cannot remove yourself. Ask another administrator to do it.",
    );
  });
});
