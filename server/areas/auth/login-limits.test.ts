import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount, testPassword, uniqueEmail } from "../../test/factories.js";
import { TestClient } from "../../test/http-client.js";
import { latestMailTo } from "../../test/outbox.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { accountDelayMs } from "./login-rate-limit.js";

type ErrorBody = { error: { message: string } };

// Behind one proxy hop: the proxy (this machine) puts the client's address last in X-Forwarded-For.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILURES: "2", TRUST_PROXY: "true" });
});
afterAll(async () => {
  await server.close();
});

let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

function signIn(email: string, password: string, forwardedFor: string) {
  return new TestClient(server.url).request<ErrorBody>(
    "POST",
    "/api/auth/login",
    { email, password },
    { "x-forwarded-for": forwardedFor },
  );
}

describe("sign-in limits", () => {
  it("stops guessing from one address without locking the owner out elsewhere", async () => {
    const { email } = await buildAccount(server.database.db);
    const attacker = freshAddress();
    expect((await signIn(email, "Wrong-password-1", attacker)).status).toBe(401);
    expect((await signIn(email, "Wrong-password-2", attacker)).status).toBe(401);
    const stopped = await signIn(email, testPassword, attacker);
    expect(stopped.status).toBe(429);
    expect(stopped.headers.get("retry-after")).toMatch(/^\d+$/);

    expect((await signIn(email, testPassword, freshAddress())).status).toBe(200);
  });

  it("takes the client's address from the right-most untrusted entry, so a made-up one changes nothing", async () => {
    const { email } = await buildAccount(server.database.db);
    const attacker = freshAddress();
    for (let i = 0; i < 2; i++)
      expect((await signIn(email, "Wrong-password", `10.9.9.${i}, ${attacker}`)).status).toBe(401);
    expect((await signIn(email, "Wrong-password", `10.9.9.77, ${attacker}`)).status).toBe(429);
  });

  it("stops one address trying many accounts", async () => {
    const office = freshAddress();
    for (let i = 0; i < 8; i++)
      expect((await signIn(uniqueEmail("spray"), "Guess-1234", office)).status).toBe(401);
    const { email } = await buildAccount(server.database.db);
    expect((await signIn(email, testPassword, office)).status).toBe(429);
    expect((await signIn(email, testPassword, freshAddress())).status).toBe(200);
  });

  it("slows an account tried from many addresses, tells its owner once, and still lets the owner in", async () => {
    const { email } = await buildAccount(server.database.db);
    for (let i = 0; i < 6; i++)
      expect((await signIn(email, `Wrong-${i}`, freshAddress())).status).toBe(401);
    await server.services.jobs.drain();
    const warnings = await server.database.db.query.mailMessages.findMany({
      where: (m, { eq }) => eq(m.to, email),
    });
    expect(warnings.map((m) => m.subject)).toEqual([
      "Someone is trying to sign in to your Quorate account",
    ]);

    // Six failures, the ceiling at four: this attempt waits a second before it is answered.
    const started = Date.now();
    const owner = await signIn(email, testPassword, freshAddress());
    expect(owner.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(
      accountDelayMs({ maxFailures: 2, windowMinutes: 15 }, 6),
    );
    expect(accountDelayMs({ maxFailures: 2, windowMinutes: 15 }, 6)).toBe(1000);
    expect((await latestMailTo(server.database.db, email))?.subject).toMatch(/trying to sign in/);
  });
});

describe("the account delay", () => {
  it("is nothing up to the ceiling, then doubles, and never passes eight seconds", () => {
    const policy = { maxFailures: 5, windowMinutes: 15 };
    expect(accountDelayMs(policy, 9)).toBe(0);
    expect(accountDelayMs(policy, 10)).toBe(250);
    expect(accountDelayMs(policy, 11)).toBe(500);
    expect(accountDelayMs(policy, 14)).toBe(4000);
    expect(accountDelayMs(policy, 500)).toBe(8000);
  });
});
