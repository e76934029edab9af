import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvitationView } from "../../../common/contracts/invitations.js";
import type { MeResponse } from "../../../common/contracts/me.js";
import { invitationPermits } from "../../db/schema/index.js";
import {
  boardWithSecretary,
  buildAccount,
  signedInClient,
  uniqueEmail,
} from "../../test/factories.js";
import { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { hashToken } from "../auth/secret-tokens.js";
import { type ErrorBody, lastMailTo, permitFrom } from "./people-test-helpers.js";

let server: TestServer;
let boardId = "";
let secretary: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  ({ boardId, secretary } = await boardWithSecretary(
    server.database.db,
    server.url,
    "Invite Board",
  ));
});
afterAll(async () => {
  await server.close();
});

async function invite(email: string, role = "Executive") {
  const res = await secretary.post<{ PersonId: string }>(`/api/organisations/${boardId}/members`, {
    firstName: "Ihaia",
    lastName: "Invited",
    email,
    role,
    login: "invite",
  });
  expect(res.status).toBe(201);
  return {
    personId: res.body.PersonId,
    ...permitFrom((await lastMailTo(server.database.db, email, "invited")).text),
  };
}

const newLogin = {
  firstName: "Ihaia",
  lastName: "Parata",
  password: "Kauri-Tree-42",
  acceptTerms: true,
};

describe("an invitation's expiry", () => {
  it("is written in words on the organisation's clock, in the e-mail and on the invitation page", async () => {
    const email = uniqueEmail("dates");
    const { permit } = await invite(email);
    const view = (
      await new TestClient(server.url).get<InvitationView>(`/api/invitations/${permit}`)
    ).body;
    expect(view.TimeZone).toBe("Pacific/Auckland");
    const expiry = new Intl.DateTimeFormat("en-NZ", {
      timeZone: "Pacific/Auckland",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    }).format(new Date(view.ExpiresAt ?? ""));
    expect(expiry).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m NZ[DS]T$/);
    const mail = await lastMailTo(server.database.db, email, "invited");
    expect(mail.text).toContain(`The invitation is valid until ${expiry} and works once.`);
  });
});

describe("an invitation to someone without a login", () => {
  it("shows who is invited, creates their login, signs them in, and works only once", async () => {
    const email = uniqueEmail("new");
    const { permit, kind } = await invite(email);
    expect(kind).toBe("register");
    const anonymous = new TestClient(server.url);
    const view = await anonymous.get<InvitationView>(`/api/invitations/${permit}`);
    expect(view.body).toMatchObject({
      Status: "open",
      OrganisationName: "Invite Board",
      Email: email,
      RoleLabel: "Executive / Guest",
      HasAccount: false,
    });
    const weak = await anonymous.post<ErrorBody>(`/api/invitations/${permit}/register`, {
      ...newLogin,
      password: "short",
    });
    expect(weak.status).toBe(400);
    const created = await anonymous.post<{ OrganisationId: string }>(
      `/api/invitations/${permit}/register`,
      newLogin,
    );
    expect(created.status).toBe(201);
    expect(created.body.OrganisationId).toBe(boardId);
    const me = await anonymous.get<MeResponse>("/api/me");
    expect(me.body.person).toMatchObject({ Email: email, FullName: "Ihaia Parata" });
    expect(me.body.organisations.map((o) => o.Id)).toEqual([boardId]);
    // The new login signs in with the password chosen.
    const again = new TestClient(server.url);
    expect(
      (await again.post("/api/auth/login", { email, password: newLogin.password })).status,
    ).toBe(200);

    const used = await new TestClient(server.url).post<ErrorBody>(
      `/api/invitations/${permit}/register`,
      newLogin,
    );
    expect(used.status).toBe(410);
    expect(used.body.error.message).toBe(
      "This invitation has already been accepted. Sign in to continue.",
    );
    expect((await anonymous.get<InvitationView>(`/api/invitations/${permit}`)).body.Status).toBe(
      "used",
    );
  });

  it("says an expired invitation has expired and how to get a new one", async () => {
    const email = uniqueEmail("late");
    const { permit } = await invite(email);
    await server.database.db
      .update(invitationPermits)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitationPermits.tokenHash, hashToken(permit)));
    const anonymous = new TestClient(server.url);
    expect((await anonymous.get<InvitationView>(`/api/invitations/${permit}`)).body).toMatchObject({
      Status: "expired",
      OrganisationName: "Invite Board",
      Email: null,
    });
    const refused = await anonymous.post<ErrorBody>(
      `/api/invitations/${permit}/register`,
      newLogin,
    );
    expect(refused.status).toBe(410);
    expect(refused.body.error.message).toBe(
      "This invitation has expired. Ask an administrator of Invite Board to send you a new one (Grant Access on the People page).",
    );
  });

  it("withdraws the earlier link when access is granted again, and an unknown link says it is not valid", async () => {
    const email = uniqueEmail("twice");
    const first = await invite(email);
    expect(
      (await secretary.post(`/api/organisations/${boardId}/members/${first.personId}/access`))
        .status,
    ).toBe(200);
    const second = permitFrom((await lastMailTo(server.database.db, email, "invited")).text);
    expect(second.permit).not.toBe(first.permit);
    const anonymous = new TestClient(server.url);
    expect(
      (await anonymous.get<InvitationView>(`/api/invitations/${first.permit}`)).body.Status,
    ).toBe("withdrawn");
    expect(
      (await anonymous.get<InvitationView>(`/api/invitations/${second.permit}`)).body.Status,
    ).toBe("open");
    const unknown = await anonymous.post<ErrorBody>(
      "/api/invitations/not-a-real-permit-123/register",
      newLogin,
    );
    expect(unknown.status).toBe(410);
    expect(unknown.body.error.message).toMatch(/^This invitation is no longer valid\./);
  });
});

describe("an invitation to someone with a login", () => {
  it("is accepted at invite/accept by that person only; until then the organisation is not theirs", async () => {
    const db = server.database.db;
    const existing = await buildAccount(db, { firstName: "Mere" });
    const { permit, kind } = await invite(existing.email, "Director");
    expect(kind).toBe("accept");
    const mere = await signedInClient(server.url, existing.email);
    expect((await mere.get(`/api/organisations/${boardId}/members`)).status).toBe(404);
    expect((await mere.get<MeResponse>("/api/me")).body.organisations).toEqual([]);

    const someoneElse = await signedInClient(server.url, (await buildAccount(db)).email);
    const wrong = await someoneElse.post<ErrorBody>(`/api/invitations/${permit}/accept`);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toBe(
      `This invitation is for ${existing.email}. Sign out, then open the link again and sign in as ${existing.email}.`,
    );
    expect(
      (await new TestClient(server.url).post(`/api/invitations/${permit}/accept`)).status,
    ).toBe(401);

    const accepted = await mere.post<{ OrganisationId: string; message: string }>(
      `/api/invitations/${permit}/accept`,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ OrganisationId: boardId, message: "Welcome to Invite Board." });
    const me = await mere.get<MeResponse>("/api/me");
    expect(me.body.organisations.find((o) => o.Id === boardId)?.RoleLabel).toBe("Board Member");
    expect((await mere.post(`/api/invitations/${permit}/accept`)).status).toBe(410);
  });
});
