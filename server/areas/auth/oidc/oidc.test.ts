import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oidcIdentities, sessions } from "../../../db/schema/index.js";
import { buildAccount, signedInClient, uniqueEmail } from "../../../test/factories.js";
import { TestClient } from "../../../test/http-client.js";
import { startTestServer, type TestServer } from "../../../test/test-server.js";
import { sameOriginPath } from "./return-to.js";
import { SignInBrowser } from "./test-browser.js";
import { startIdentityProvider, type TestIdentityProvider } from "./test-identity-provider.js";

type ErrorBody = { error: { code: string; message: string } };
type Me = { person: { Email: string } };

let idp: TestIdentityProvider;
let server: TestServer;
beforeAll(async () => {
  idp = await startIdentityProvider();
  server = await startTestServer({
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    OIDC_B2C_POLICY: "B2C_1_signin",
  });
  await idp.trust(server.url);
});
afterAll(async () => {
  await server?.close();
  await idp?.close();
});

/** A provider person (fresh subject) whose e-mail may or may not have a Quorate account. */
function providerPerson(email: string, emailVerified = true): string {
  const subject = `sub-${Math.random().toString(36).slice(2)}`;
  idp.people.set(subject, { email, emailVerified });
  return subject;
}

async function signInThroughProvider(subject: string, returnTo = "/my-home") {
  idp.signInAs(subject);
  const browser = new SignInBrowser(server.url);
  const landed = await browser.visit(
    `/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`,
  );
  return { browser, landed };
}

describe("OIDC sign-in", () => {
  it("says it is enabled", async () => {
    const res = await new TestClient(server.url).get("/api/auth/oidc/config");
    expect(res).toMatchObject({ status: 200, body: { enabled: true } });
  });

  it("starts with PKCE, the B2C policy and a short-lived httpOnly flow cookie", async () => {
    const res = await new TestClient(server.url).get("/api/auth/oidc/start?returnTo=/x");
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get("location") ?? "");
    expect(to.origin).toBe(idp.issuer);
    expect(to.searchParams.get("code_challenge_method")).toBe("S256");
    expect(to.searchParams.get("p")).toBe("B2C_1_signin");
    expect(to.searchParams.get("redirect_uri")).toBe(`${server.url}/api/auth/oidc/callback`);
    for (const name of ["state", "nonce", "code_challenge"])
      expect(to.searchParams.get(name)).toBeTruthy();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("qr_oidc_flow="));
    expect(cookie).toMatch(/Max-Age=600.*Path=\/api\/auth\/oidc.*HttpOnly.*SameSite=Lax/i);
  });

  it("links an existing account by verified e-mail, rotates the session and lands on returnTo", async () => {
    const account = await buildAccount(server.database.db);
    const subject = providerPerson(account.email.toUpperCase());
    const before = await signedInClient(server.url, account.email);
    const oldCookie = before.cookie("qr_session") ?? "";

    idp.signInAs(subject);
    const browser = new SignInBrowser(server.url);
    browser.quorate.setCookie("qr_session", oldCookie);
    const landed = await browser.visit("/api/auth/oidc/start?returnTo=%2Fmy-home%3Ftab%3D2");
    expect(landed).toBe("/my-home?tab=2");

    const me = await browser.quorate.get<Me>("/api/me");
    expect(me.status).toBe(200);
    expect(me.body.person.Email).toBe(account.email);
    expect((await before.get("/api/me")).status).toBe(401);

    const db = server.database.db;
    const links = await db.select().from(oidcIdentities).where(eq(oidcIdentities.subject, subject));
    expect(links).toEqual([
      expect.objectContaining({ issuer: idp.issuer, personId: account.personId }),
    ]);
    const [session] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.personId, account.personId));
    expect(session?.method).toBe(idp.issuer);
    expect(session?.idTokenHint).toMatch(/^ey/);
  });

  it("finds the person by subject on the next sign-in, even after the e-mail changed", async () => {
    const account = await buildAccount(server.database.db);
    const subject = providerPerson(account.email);
    expect((await signInThroughProvider(subject)).landed).toBe("/my-home");

    idp.people.set(subject, { email: uniqueEmail("renamed"), emailVerified: true });
    const { browser, landed } = await signInThroughProvider(subject, "/");
    expect(landed).toBe("/");
    const me = await browser.quorate.get<Me>("/api/me");
    expect(me.body.person.Email).toBe(account.email);
  });

  it("reports a missing account and creates nothing", async () => {
    const subject = providerPerson(uniqueEmail("stranger"));
    const { browser, landed } = await signInThroughProvider(subject);
    expect(landed).toBe("/account/login?error=no_account");
    expect(browser.quorate.cookie("qr_session")).toBeUndefined();
    expect((await browser.quorate.get("/api/me")).status).toBe(401);
    const db = server.database.db;
    expect(
      await db.select().from(oidcIdentities).where(eq(oidcIdentities.subject, subject)),
    ).toEqual([]);
  });

  it("does not link by an e-mail the provider has not verified", async () => {
    const account = await buildAccount(server.database.db);
    const subject = providerPerson(account.email, false);
    const { browser, landed } = await signInThroughProvider(subject);
    expect(landed).toBe("/account/login?error=no_account");
    expect((await browser.quorate.get("/api/me")).status).toBe(401);
  });

  it("ignores a returnTo that leaves the site", async () => {
    const account = await buildAccount(server.database.db);
    const subject = providerPerson(account.email);
    expect((await signInThroughProvider(subject, "https://evil.example/steal")).landed).toBe("/");
    expect((await signInThroughProvider(subject, "//evil.example/steal")).landed).toBe("/");
  });

  it("treats the B2C cancel as no error, and other provider errors as errors", async () => {
    const client = new TestClient(server.url);
    const cancelled = await client.get(
      "/api/auth/oidc/callback?error=access_denied&error_description=AADB2C90091%3A+The+user+has+cancelled+entering+self-asserted+information.",
    );
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("location")).toBe("/account/login?cancelled=1");
    const denied = await client.get("/api/auth/oidc/callback?error=access_denied");
    expect(denied.headers.get("location")).toBe("/account/login?error=idp");
    const noFlow = await client.get("/api/auth/oidc/callback?code=abc&state=xyz");
    expect(noFlow.headers.get("location")).toBe("/account/login?error=idp");
  });

  it("refuses a callback whose state does not match the flow", async () => {
    const client = new TestClient(server.url);
    expect((await client.get("/api/auth/oidc/start")).status).toBe(302);
    const forged = await client.get("/api/auth/oidc/callback?code=abc&state=forged");
    expect(forged.headers.get("location")).toBe("/account/login?error=idp");
    expect(client.cookie("qr_session")).toBeUndefined();
  });

  it("signs out at the provider's end-session endpoint and returns to /logged-out", async () => {
    const account = await buildAccount(server.database.db);
    const { browser } = await signInThroughProvider(providerPerson(account.email));
    const logout = await browser.quorate.post<{ endSessionUrl?: string }>("/api/auth/logout");
    expect(logout.body.endSessionUrl).toMatch(/^\/api\/auth\/oidc\/logout\?hint=ey/);

    browser.visited.length = 0;
    expect(await browser.visit(logout.body.endSessionUrl ?? "")).toBe("/logged-out");
    const atProvider = browser.visited.find((u) => u.origin === idp.issuer);
    expect(atProvider?.searchParams.get("post_logout_redirect_uri")).toBe(
      `${server.url}/logged-out`,
    );
    expect(atProvider?.searchParams.get("id_token_hint")).toMatch(/^ey/);
    expect((await browser.quorate.get("/api/me")).status).toBe(401);
  });
});

describe("returnTo", () => {
  it.each([
    ["/meetings/1?tab=minutes#top", "/meetings/1?tab=minutes#top"],
    [undefined, "/"],
    ["https://evil.example/", "/"],
    ["//evil.example/", "/"],
    ["/\\evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["/api/auth/oidc/start", "/"],
  ])("%s → %s", (value, expected) => {
    expect(sameOriginPath(value)).toBe(expected);
  });
});

describe("OIDC when it is not set up or the provider is down", () => {
  it("is disabled without settings, and signing out still lands on /logged-out", async () => {
    const plain = await startTestServer();
    try {
      const client = new TestClient(plain.url);
      expect((await client.get("/api/auth/oidc/config")).body).toEqual({ enabled: false });
      const start = await client.get<ErrorBody>("/api/auth/oidc/start");
      expect(start.status).toBe(404);
      expect(start.body.error.message).toMatch(/not set up/);
      const logout = await client.get("/api/auth/oidc/logout?hint=x");
      expect(logout.headers.get("location")).toBe("/logged-out");
    } finally {
      await plain.close();
    }
  });

  it("explains an unreachable provider with a 503 instead of failing", async () => {
    const down = await startTestServer({
      OIDC_ISSUER: `http://127.0.0.1:${await closedPort()}`,
      OIDC_CLIENT_ID: "quorate",
    });
    try {
      const start = await new TestClient(down.url).get<ErrorBody>("/api/auth/oidc/start");
      expect(start.status).toBe(503);
      expect(start.body.error.message).toMatch(/identity provider is not available/);
    } finally {
      await down.close();
    }
  });
});

/** A port nothing listens on: taken from the system, then given back. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
