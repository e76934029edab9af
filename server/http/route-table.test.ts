import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Role, roles } from "../../common/roles.js";
import { addMembership, buildAccount, buildBoard, signedInClient } from "../test/factories.js";
import { TestClient } from "../test/http-client.js";
import { fillPath, fixtureRecords } from "../test/route-fixtures.js";
import { startTestServer, type TestServer } from "../test/test-server.js";
import type { OrgActor } from "./actor.js";
import type { RouteAccess } from "./route-access.js";

type RouteRow = { method: string; url: string; access: RouteAccess };

/**
 * Walks every route the server registered. Each must say who may call it; then,
 * for each one, a caller without a session, a member of another organisation and
 * every role the route's policy refuses are all turned away.
 */
let server: TestServer;
const routes: RouteRow[] = [];
let boardId = "";
let otherBoardId = "";
const clients = new Map<Role | "stranger" | "plain", TestClient>();
const personIds = new Map<Role, string>();

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const owner = await buildAccount(db);
  boardId = (await buildBoard(db, owner.personId, "Route Board")).id;
  const stranger = await buildAccount(db);
  otherBoardId = (await buildBoard(db, stranger.personId, "Other Board")).id;
  clients.set("stranger", await signedInClient(server.url, stranger.email));
  const plain = await buildAccount(db);
  clients.set("plain", await signedInClient(server.url, plain.email));
  for (const role of roles) {
    const person = await buildAccount(db);
    await addMembership(db, boardId, person.personId, role);
    personIds.set(role, person.personId);
    clients.set(role, await signedInClient(server.url, person.email));
  }
  routes.push(...collectedRoutes(server));
});

afterAll(async () => {
  await server.close();
});

function collectedRoutes(s: TestServer): RouteRow[] {
  const rows: RouteRow[] = [];
  for (const route of s.app.routeTable) {
    if (!route.url.startsWith("/api/")) continue;
    if (route.method === "HEAD" || route.method === "OPTIONS") continue;
    rows.push(route);
  }
  return rows;
}

async function fill(url: string, orgId: string, callerPersonId?: string): Promise<string> {
  return fillPath(url, await fixtureRecords(server, orgId, callerPersonId));
}

function orgActorFor(role: Role): OrgActor {
  return {
    actor: {
      personId: "p",
      email: "e",
      isSupport: false,
      isInstallationAdmin: false,
      sessionTokenHash: "h",
    },
    organisation: { id: boardId, name: "Route Board", parentId: null, accountOwnerPersonId: null },
    membership: {
      role,
      accessAllowed: true,
      isBoardMember: role === "Director",
      loginEnabled: true,
    },
  };
}

describe("the route table", () => {
  it("has routes, and every /api route declares its access", () => {
    expect(routes.length).toBeGreaterThan(10);
    for (const r of routes) expect(r.access, `${r.method} ${r.url}`).toBeDefined();
  });

  it("refuses every non-public route without a session (401)", async () => {
    const anonymous = new TestClient(server.url);
    for (const r of routes.filter((x) => x.access.kind !== "public")) {
      const res = await anonymous.request(
        r.method,
        await fill(r.url, boardId),
        r.method === "GET" ? undefined : {},
      );
      expect(res.status, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it("refuses organisation routes to a member of another organisation", async () => {
    const stranger = clients.get("stranger");
    if (!stranger) throw new Error("no stranger");
    const orgRoutes = routes.filter((x) => x.access.kind === "organisation");
    expect(orgRoutes.length).toBeGreaterThan(2);
    for (const r of orgRoutes) {
      const res = await stranger.request(
        r.method,
        await fill(r.url, boardId),
        r.method === "GET" ? undefined : {},
      );
      expect([403, 404], `${r.method} ${r.url}`).toContain(res.status);
    }
    expect(otherBoardId).not.toBe(boardId);
  });

  it("refuses each role its policy does not allow (403), and lets the others past authorization", async () => {
    for (const r of routes) {
      if (r.access.kind !== "organisation") continue;
      for (const role of roles) {
        const client = clients.get(role);
        if (!client) throw new Error(`no client for ${role}`);
        const res = await client.request(
          r.method,
          await fill(r.url, boardId, personIds.get(role)),
          r.method === "GET" ? undefined : {},
        );
        const allowed = r.access.allows(orgActorFor(role));
        if (allowed)
          expect([401, 403, 404], `${role} ${r.method} ${r.url}`).not.toContain(res.status);
        else expect(res.status, `${role} ${r.method} ${r.url}`).toBe(403);
      }
    }
    // Every organisation route times every role: it grows with the API.
  }, 180_000);

  it("keeps installation-admin and support routes from ordinary people", async () => {
    const plain = clients.get("plain");
    if (!plain) throw new Error("no plain client");
    for (const r of routes.filter(
      (x) => x.access.kind === "installationAdmin" || x.access.kind === "support",
    )) {
      const res = await plain.request(
        r.method,
        await fill(r.url, boardId),
        r.method === "GET" ? undefined : {},
      );
      expect(res.status, `${r.method} ${r.url}`).toBe(403);
    }
  });
});
