import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Role, roles } from "../../common/roles.js";
import {
  actionItems,
  actionOwners,
  agendaItems,
  boardPacks,
  decisions,
  interests,
  itemConflicts,
  meetingAttendees,
  meetingLocations,
  meetings,
  memberships,
  organisations,
  papers,
  votes,
} from "../db/schema/index.js";
import { addMembership, buildAccount, buildBoard, signedInClient } from "../test/factories.js";
import { TestClient } from "../test/http-client.js";
import { startTestServer, type TestServer } from "../test/test-server.js";
import type { OrgActor } from "./actor.js";
import type { RouteAccess } from "./route-access.js";

type RouteRow = { method: string; url: string; access: RouteAccess };

const fixturePng = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b9a70000000049454e44ae426082",
  "hex",
);

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

/**
 * Fresh records for each call, so a DELETE by one role does not change what the next role sees.
 * Records kept per person (interests) belong to the caller, so "change your own" is allowed
 * for every role the policy lets in.
 */
async function fill(url: string, orgId: string, callerPersonId?: string): Promise<string> {
  const db = server.database.db;
  const [meeting] = await db
    .insert(meetings)
    .values({
      organisationId: orgId,
      title: "Fixture",
      startTime: new Date(),
      endTime: new Date(Date.now() + 3_600_000),
      timeZone: "UTC",
    })
    .returning({ id: meetings.id });
  const [item] = await db
    .insert(agendaItems)
    .values({ meetingId: meeting?.id ?? "", position: 1, title: "Fixture item" })
    .returning({ id: agendaItems.id });
  const [attendee] = await db
    .insert(meetingAttendees)
    .values({
      meetingId: meeting?.id ?? "",
      guestName: "Fixture guest",
      isGuest: true,
      position: 1,
    })
    .returning({ id: meetingAttendees.id });
  const [vote] = await db
    .insert(votes)
    .values({
      meetingId: meeting?.id ?? "",
      agendaItemId: item?.id ?? "",
      motion: "Fixture motion",
      eligiblePersonIds: [],
    })
    .returning({ id: votes.id });
  const [paper] = await db
    .insert(papers)
    .values({
      meetingId: meeting?.id ?? "",
      agendaItemId: item?.id ?? "",
      name: "fixture.pdf",
      mime: "application/pdf",
      sizeBytes: 4,
      sha256: "x",
      storageKey: `papers/fixture/${item?.id}`,
      position: 1,
    })
    .returning({ id: papers.id, key: papers.storageKey });
  await server.services.storage.put(paper?.key ?? "", Buffer.from("%PDF"));
  await db
    .insert(boardPacks)
    .values({ meetingId: meeting?.id ?? "", status: "ready", readyKey: paper?.key ?? "" });
  const [action] = await db
    .insert(actionItems)
    .values({
      organisationId: orgId,
      meetingId: meeting?.id ?? null,
      description: "Fixture action",
    })
    .returning({ id: actionItems.id });
  // Everyone in the board owns it, so "update your own action" is allowed for every role the policy lets in.
  const members = await db
    .select({ personId: memberships.personId })
    .from(memberships)
    .where(eq(memberships.organisationId, orgId));
  await db
    .insert(actionOwners)
    .values(members.map((m) => ({ actionId: action?.id ?? "", personId: m.personId })));
  const [interest] = await db
    .insert(interests)
    .values({
      organisationId: orgId,
      personId: callerPersonId ?? members[0]?.personId ?? "",
      entity: "Fixture Ltd",
      nature: "Fixture interest",
      disclosedOn: "2024-01-01",
    })
    .returning({ id: interests.id });
  const [decision] = await db
    .insert(decisions)
    .values({
      organisationId: orgId,
      meetingId: meeting?.id ?? null,
      agendaItemId: item?.id ?? null,
      source: "minutes",
      title: "Fixture decision",
      decidedOn: "2026-01-01",
      outcome: "Noted",
    })
    .returning({ id: decisions.id });
  const [location] = await db
    .insert(meetingLocations)
    .values({ organisationId: orgId, name: "Fixture hall", timeZone: "UTC" })
    .returning({ id: meetingLocations.id });
  // A logo and an icon to read, so reading them is not a 404 (a DELETE may have removed them).
  const imageKey = `organisations/${orgId}/fixture.png`;
  await server.services.storage.put(imageKey, fixturePng);
  await db
    .update(organisations)
    .set({ logoFile: imageKey, iconFile: imageKey })
    .where(eq(organisations.id, orgId));
  const [committee] = await db
    .insert(organisations)
    .values({ name: "Fixture committee", shortName: "Fixture", parentId: orgId })
    .returning({ id: organisations.id });
  const conflicted = callerPersonId ?? members[0]?.personId ?? "";
  await db.insert(itemConflicts).values({ agendaItemId: item?.id ?? "", personId: conflicted });
  const ids: Record<string, string> = {
    actionId: action?.id ?? "",
    decisionId: decision?.id ?? "",
    personId: conflicted,
    interestId: interest?.id ?? "",
    locationId: location?.id ?? "",
    committeeId: committee?.id ?? "",
    paperId: paper?.id ?? "",
    orgId,
    meetingId: meeting?.id ?? "",
    itemId: item?.id ?? "",
    attendeeId: attendee?.id ?? "",
    voteId: vote?.id ?? "",
    // Invitation links carry a random permit, not a uuid; an unknown one is simply "withdrawn".
    permitId: "fixture-permit-not-issued",
  };
  return url.replace(/:([a-zA-Z]+)/g, (_m, name: string) => {
    const id = ids[name];
    if (!id) throw new Error(`route-table test: no fixture for :${name} in ${url}; add one`);
    return id;
  });
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
