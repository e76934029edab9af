import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server.js";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe("security headers", () => {
  it("sends the content security policy and helmet's headers on pages and API answers", async () => {
    for (const path of ["/api/health", "/api/me", "/"]) {
      const res = await fetch(`${server.url}${path}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'self'");
      const host = new URL(server.url).host;
      const connect = csp.split(";").find((d) => d.startsWith("connect-src"));
      expect(connect, path).toBe(`connect-src 'self' ws://${host} wss://${host}`);
      expect(csp, path).not.toContain("unsafe-eval");
      expect(csp, path).not.toContain("upgrade-insecure-requests");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
    }
  });

  it("names no other host in connect-src, whatever Host the request carries", async () => {
    const { request } = await import("node:http");
    const csp = await new Promise<string>((resolve, reject) => {
      const req = request(`${server.url}/api/health`, { headers: { host: 'x y"z' } }, (res) => {
        res.resume();
        resolve(String(res.headers["content-security-policy"] ?? ""));
      });
      req.on("error", reject);
      req.end();
    });
    expect(
      csp
        .split(";")
        .find((d) => d.startsWith("connect-src"))
        ?.trim(),
    ).toBe("connect-src 'self'");
  });

  it("lets no browser or proxy keep API answers or files", async () => {
    for (const path of ["/api/health", "/api/me", "/api/auth/csrf"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
