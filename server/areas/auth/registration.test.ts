import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../test/factories.js";
import { TestClient } from "../../test/http-client.js";
import { latestMailTo, linkTokenFromMail } from "../../test/outbox.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const person = (email: string) => ({
  firstName: "Aroha",
  lastName: "Ngata",
  email,
  password: "Harbour-Trust-7",
  acceptTerms: true,
});

describe("registering and confirming an account", () => {
  it("registers, mails a confirmation link to the outbox, confirms, signs in and reads /api/me", async () => {
    const email = uniqueEmail("aroha");
    const client = new TestClient(server.url);
    const registered = await client.post("/api/auth/register", person(email));
    expect(registered.status).toBe(201);

    const beforeConfirm = await client.post<ErrorBody>("/api/auth/login", {
      email,
      password: "Harbour-Trust-7",
    });
    expect(beforeConfirm.status).toBe(403);
    expect(beforeConfirm.body.error.message).toMatch(/confirm your e-mail/);

    await server.services.jobs.drain();
    const mail = await latestMailTo(server.database.db, email);
    expect(mail?.status).toBe("outbox");
    const token = await linkTokenFromMail(server.database.db, email, "account-email/confirm");
    expect((await client.post("/api/auth/confirm-email", { token })).status).toBe(200);

    const again = await client.post<ErrorBody>("/api/auth/confirm-email", { token });
    expect(again.status).toBe(410);
    expect(again.body.error.message).toMatch(/already been used/);

    const login = await client.post("/api/auth/login", {
      email: email.toUpperCase(),
      password: "Harbour-Trust-7",
    });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().join(";")).toMatch(/qr_session=.*HttpOnly.*SameSite=Lax/i);
    const me = await client.get<{
      person: { Email: string; FullName: string };
      organisations: unknown[];
    }>("/api/me");
    expect(me.status).toBe(200);
    expect(me.body.person).toMatchObject({ Email: email, FullName: "Aroha Ngata" });
    expect(me.body.organisations).toEqual([]);

    expect((await client.post("/api/auth/logout")).status).toBe(200);
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("refuses a second account for the same e-mail with a clear message", async () => {
    const email = uniqueEmail("dup");
    const client = new TestClient(server.url);
    expect((await client.post("/api/auth/register", person(email))).status).toBe(201);
    const second = await client.post<ErrorBody>("/api/auth/register", person(email.toUpperCase()));
    expect(second.status).toBe(409);
    expect(second.body.error.fields?.email).toMatch(/already exists/);
  });

  it("explains bad input field by field", async () => {
    const client = new TestClient(server.url);
    const res = await client.post<ErrorBody>("/api/auth/register", {
      firstName: "",
      lastName: "x".repeat(51),
      email: "not-an-email",
      password: "short",
      acceptTerms: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      firstName: "Required",
      acceptTerms: "Please check this box to proceed.",
    });
    expect(res.body.error.fields?.password).toMatch(/upper-case/);
    expect(res.body.error.fields?.email).toMatch(/valid e-mail/);
    expect(res.body.error.fields?.lastName).toMatch(/50/);
  });

  it("answers malformed JSON, unknown fields and huge bodies with 4xx, never 500", async () => {
    const client = new TestClient(server.url);
    const malformed = await client.request<ErrorBody>("POST", "/api/auth/login", "{not json");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toMatch(/not valid JSON/);
    const unknown = await client.post<ErrorBody>("/api/auth/login", {
      email: "a@b.test",
      password: "x",
      admin: true,
    });
    expect(unknown.status).toBe(400);
    const huge = await client.post<ErrorBody>("/api/auth/login", {
      email: "a@b.test",
      password: "x".repeat(2_000_000),
    });
    expect(huge.status).toBe(413);
  });

  it("refuses a state-changing request without the CSRF header", async () => {
    const client = new TestClient(server.url);
    await client.get("/api/auth/csrf");
    const res = await client.request<ErrorBody>(
      "POST",
      "/api/auth/login",
      { email: "a@b.test", password: "x" },
      { "x-csrf-token": "wrong" },
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("csrf");
  });

  it("offers a new confirmation link when the old one is lost", async () => {
    const email = uniqueEmail("resend");
    const client = new TestClient(server.url);
    await client.post("/api/auth/register", person(email));
    const first = await linkTokenFromMail(server.database.db, email, "account-email/confirm");
    expect((await client.post("/api/auth/resend-confirmation", { email })).status).toBe(202);
    const second = await linkTokenFromMail(server.database.db, email, "account-email/confirm");
    expect(second).not.toBe(first);
    expect((await client.post("/api/auth/confirm-email", { token: second })).status).toBe(200);
  });
});
