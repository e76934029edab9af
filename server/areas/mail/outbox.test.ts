import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../db/schema/index.js";
import { buildAccount, signedInClient, uniqueEmail } from "../../test/factories.js";
import { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

type Outbox = { messages: { to: string; subject: string; text: string }[] };

const logged: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { mailLog: (entry) => logged.push(entry) });
});
afterAll(async () => {
  await server.close();
});

async function forgotPassword(client: TestClient, email: string) {
  return client.post<{ mailDelivery: string }>("/api/auth/forgot-password", { email });
}

describe("the outbox without SMTP", () => {
  it("is closed to anyone but the installation's administrator, even from this machine", async () => {
    const victim = await buildAccount(server.database.db);
    const anonymous = new TestClient(server.url);
    await forgotPassword(anonymous, victim.email);
    await server.services.jobs.drain();

    // The tests' requests come from loopback, as every request does behind a local proxy.
    expect((await anonymous.get("/api/mail/outbox")).status).toBe(401);
    const forwarded = await anonymous.request("GET", "/api/mail/outbox", undefined, {
      "x-forwarded-for": "127.0.0.1",
    });
    expect(forwarded.status).toBe(401);
    const someone = await buildAccount(server.database.db);
    expect(
      (await (await signedInClient(server.url, someone.email)).get("/api/mail/outbox")).status,
    ).toBe(403);

    const admin = await buildAccount(server.database.db);
    await server.database.db
      .update(accounts)
      .set({ isInstallationAdmin: true })
      .where(eq(accounts.personId, admin.personId));
    const read = await (await signedInClient(server.url, admin.email)).get<Outbox>(
      "/api/mail/outbox",
    );
    expect(read.status).toBe(200);
    expect(read.body.messages.some((m) => m.to === victim.email)).toBe(true);
  });

  it("writes every queued e-mail, link included, to the server's log, and says so to the sender", async () => {
    const email = uniqueEmail("newcomer");
    const client = new TestClient(server.url);
    const registered = await client.post<{ mailDelivery: string }>("/api/auth/register", {
      firstName: "Mere",
      lastName: "Tane",
      email,
      password: "Harbour-Trust-7",
      acceptTerms: true,
    });
    expect(registered.status).toBe(201);
    expect(registered.body.mailDelivery).toBe("serverLog");
    await server.services.jobs.drain();
    const entry = logged.find((e) => e.includes(`To: ${email}`));
    expect(entry).toMatch(/SMTP_URL is not set/);
    expect(entry).toMatch(/\/account-email\/confirm\/[A-Za-z0-9_-]+/);
    // A job run twice (a retry after a crash) does not log the message again.
    await server.services.jobs.drain();
    expect(logged.filter((e) => e.includes(`To: ${email}`))).toHaveLength(1);
  });
});

describe("links in e-mails", () => {
  it("never take their host from the request's headers", async () => {
    const victim = await buildAccount(server.database.db);
    const client = new TestClient(server.url);
    await client.request(
      "POST",
      "/api/auth/forgot-password",
      { email: victim.email },
      {
        host: "evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      },
    );
    await server.services.jobs.drain();
    const entry = logged.find((e) => e.includes(`To: ${victim.email}`)) ?? "";
    const port = new URL(server.url).port;
    expect(entry).toContain(`http://localhost:${port}/account-email/reset-password/`);
    expect(entry).not.toContain("evil.example");
  });

  it("use PUBLIC_URL when it is set", async () => {
    const configured = await startTestServer(
      { PUBLIC_URL: "https://board.example.org/", TRUST_PROXY: "true" },
      { mailLog: (entry) => logged.push(entry) },
    );
    try {
      const victim = await buildAccount(configured.database.db);
      await new TestClient(configured.url).request(
        "POST",
        "/api/auth/forgot-password",
        { email: victim.email },
        { "x-forwarded-host": "evil.example" },
      );
      await configured.services.jobs.drain();
      const entry = logged.find((e) => e.includes(`To: ${victim.email}`)) ?? "";
      expect(entry).toContain("https://board.example.org/account-email/reset-password/");
    } finally {
      await configured.close();
    }
  });
});
