import { jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAccount, signedInClient, testPassword } from "../../test/factories.js";
import { TestClient } from "../../test/http-client.js";
import { linkTokenFromMail } from "../../test/outbox.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { currentTotp } from "./mfa-codes.js";

type ErrorBody = { error: { code: string; message: string; retryAfterSeconds?: number } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    LOGIN_MAX_FAILURES: "3",
    JWT_SECRET: "a-test-secret-that-is-long-enough-123",
  });
});
afterAll(async () => {
  await server.close();
});

describe("signing in", () => {
  it("rotates the session at sign-in and revokes it at sign-out", async () => {
    const { email } = await buildAccount(server.database.db);
    const client = await signedInClient(server.url, email);
    const first = client.cookie("qr_session");
    await client.post("/api/auth/login", { email, password: testPassword });
    const second = client.cookie("qr_session");
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    const stale = new TestClient(server.url);
    stale.setCookie("qr_session", first ?? "");
    expect((await stale.get("/api/me")).status).toBe(401);

    const copy = new TestClient(server.url);
    copy.setCookie("qr_session", second ?? "");
    await client.post("/api/auth/logout");
    expect((await copy.get("/api/me")).status).toBe(401);
  });

  it("pauses an account's sign-in from an address after repeated failures and says when to try again", async () => {
    const { email } = await buildAccount(server.database.db);
    const client = new TestClient(server.url);
    for (let i = 0; i < 3; i++) {
      expect(
        (await client.post("/api/auth/login", { email, password: "Wrong-password-1" })).status,
      ).toBe(401);
    }
    const blocked = await client.post<ErrorBody>("/api/auth/login", {
      email,
      password: testPassword,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(/try again in 15 minutes/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);
  });

  it("mints a short-lived socket token from the session", async () => {
    const { email, personId } = await buildAccount(server.database.db);
    const client = await signedInClient(server.url, email);
    const res = await client.get<{ token: string; expiresAt: string }>("/api/auth/token");
    expect(res.status).toBe(200);
    const { payload } = await jwtVerify(
      res.body.token,
      new TextEncoder().encode("a-test-secret-that-is-long-enough-123"),
    );
    expect(payload.sub).toBe(personId);
    expect(new Date(res.body.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });
});

describe("passwords", () => {
  it("resets a forgotten password by e-mail link, once, and signs out other devices", async () => {
    const { email } = await buildAccount(server.database.db);
    const otherDevice = await signedInClient(server.url, email);
    const client = new TestClient(server.url);
    expect((await client.post("/api/auth/forgot-password", { email })).status).toBe(202);
    expect(
      (await client.post("/api/auth/forgot-password", { email: "nobody@example.test" })).status,
    ).toBe(202);
    const token = await linkTokenFromMail(
      server.database.db,
      email,
      "account-email/reset-password",
    );
    expect(
      (await client.post("/api/auth/reset-password", { token, password: "Brand-New-Pass-2" }))
        .status,
    ).toBe(200);
    expect(
      (
        await client.post<ErrorBody>("/api/auth/reset-password", {
          token,
          password: "Another-Pass-3",
        })
      ).status,
    ).toBe(410);
    expect((await otherDevice.get("/api/me")).status).toBe(401);
    expect(
      (await client.post("/api/auth/login", { email, password: "Brand-New-Pass-2" })).status,
    ).toBe(200);
  });

  it("changes the password: wrong current password refused, other sessions revoked", async () => {
    const { email } = await buildAccount(server.database.db);
    const client = await signedInClient(server.url, email);
    const other = await signedInClient(server.url, email);
    const wrong = await client.post<ErrorBody>("/api/auth/change-password", {
      currentPassword: "nope",
      newPassword: "Changed-Pass-4",
    });
    expect(wrong.status).toBe(400);
    expect(
      (
        await client.post("/api/auth/change-password", {
          currentPassword: testPassword,
          newPassword: "Changed-Pass-4",
        })
      ).status,
    ).toBe(200);
    expect((await client.get("/api/me")).status).toBe(200);
    expect((await other.get("/api/me")).status).toBe(401);
  });
});

describe("two-step sign-in (TOTP)", () => {
  it("enrols, requires a code at sign-in, accepts a recovery code once, and can be removed", async () => {
    const { email } = await buildAccount(server.database.db);
    const client = await signedInClient(server.url, email);
    const enrol = await client.post<{ secret: string; otpauthUrl: string }>("/api/auth/mfa/enrol");
    expect(enrol.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Quorate/);
    expect((await client.post("/api/auth/mfa/verify", { code: "000000" })).status).toBe(400);
    const verified = await client.post<{ recoveryCodes: string[] }>("/api/auth/mfa/verify", {
      code: await currentTotp(enrol.body.secret),
    });
    expect(verified.body.recoveryCodes).toHaveLength(10);

    const fresh = new TestClient(server.url);
    const step1 = await fresh.post<{ status: string }>("/api/auth/login", {
      email,
      password: testPassword,
    });
    expect(step1.body.status).toBe("mfaRequired");
    expect((await fresh.get("/api/me")).status).toBe(401);
    // The code used to enrol cannot be used again (replay); the next step's code can.
    const replay = await fresh.post("/api/auth/login", {
      email,
      password: testPassword,
      mfaCode: await currentTotp(enrol.body.secret),
    });
    expect(replay.status).toBe(401);
    const nextCode = await currentTotp(enrol.body.secret, 1);
    const step2 = await fresh.post<{ status: string }>("/api/auth/login", {
      email,
      password: testPassword,
      mfaCode: nextCode,
    });
    expect(step2.body.status).toBe("signedIn");

    const recovery = verified.body.recoveryCodes[0] ?? "";
    const viaRecovery = new TestClient(server.url);
    expect(
      (
        await viaRecovery.post("/api/auth/login", {
          email,
          password: testPassword,
          mfaCode: recovery,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await new TestClient(server.url).post("/api/auth/login", {
          email,
          password: testPassword,
          mfaCode: recovery,
        })
      ).status,
    ).toBe(401);

    expect(
      (await client.post("/api/auth/mfa/remove", { code: verified.body.recoveryCodes[1] ?? "" }))
        .status,
    ).toBe(200);
    const plain = await new TestClient(server.url).post<{ status: string }>("/api/auth/login", {
      email,
      password: testPassword,
    });
    expect(plain.body.status).toBe("signedIn");
  });
});
