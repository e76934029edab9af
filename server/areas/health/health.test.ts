import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("health, readiness and the API description", () => {
  it("reports health with the version, readiness, and answers the connectivity check", async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok", version: server.services.version });
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    expect((await fetch(`${server.url}/offline`)).status).toBe(200);
  });

  it("says 503 until migrations are applied", async () => {
    server.services.readiness.ready = false;
    try {
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(503);
      const me = await fetch(`${server.url}/api/me`);
      expect(me.status).toBe(503);
      expect(((await me.json()) as { error: { message: string } }).error.message).toMatch(
        /starting/,
      );
    } finally {
      server.services.readiness.ready = true;
    }
  });

  it("lists every /api route in the OpenAPI 3.1 document", async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
      ),
    );
    const routes = server.app.routeTable.filter(
      (r) => r.url.startsWith("/api/") && r.url !== "/api/openapi.json" && r.method !== "HEAD",
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const r of routes) {
      const openApiPath = r.url.replace(/:([A-Za-z]+)/g, "{$1}");
      expect(documented.has(`${r.method} ${openApiPath}`), `${r.method} ${r.url}`).toBe(true);
    }
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await fetch(`${server.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("notFound");
  });
});
