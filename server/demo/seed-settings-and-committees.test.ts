import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommitteeList } from "../../common/contracts/committees.js";
import type { OrganisationSettingsView } from "../../common/contracts/organisation-settings.js";
import { organisationRulesSchema } from "../../common/organisation-settings.js";
import { findOrgActor } from "../areas/organisations/org-actor.js";
import { interests, memberships } from "../db/schema/index.js";
import { TestClient } from "../test/http-client.js";
import { startTestServer, type TestServer } from "../test/test-server.js";
import { seedInterests } from "./seed-interests.js";
import { seedInvitation } from "./seed-invitation.js";
import { type DemoIds, demoAdminEmail, seedPeopleAndBoards } from "./seed-people-and-boards.js";
import {
  demoImportedCommittee,
  demoSettings,
  seedSettingsAndCommittees,
} from "./seed-settings-and-committees.js";

let server: TestServer;
let ids: DemoIds;
let admin: TestClient;
let committeeId = "";

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ids = await seedPeopleAndBoards(db, "Demo-Password-1");
  const secretaryId = ids.personIds.get("secretary@demo.quorate.test") ?? "";
  const secretary = await findOrgActor(
    db,
    {
      personId: secretaryId,
      email: "secretary@demo.quorate.test",
      isSupport: false,
      isInstallationAdmin: false,
      sessionTokenHash: "",
    },
    ids.boardId,
  );
  if (!secretary) throw new Error("no secretary");
  await seedInterests(db, secretary, ids);
  ({ committeeId } = await seedSettingsAndCommittees(db, ids));
  await seedInvitation(db, ids, server.url);
  admin = new TestClient(server.url);
  await admin.post("/api/auth/login", { email: demoAdminEmail, password: "Demo-Password-1" });
});
afterAll(async () => {
  await server.close();
});

describe("the demo's settings and committees", () => {
  it("has settings that differ from the defaults", async () => {
    const res = await admin.get<OrganisationSettingsView>(
      `/api/organisations/${ids.boardId}/settings`,
    );
    expect(res.body.rules).toMatchObject(demoSettings);
    const defaults = organisationRulesSchema.parse({});
    for (const [key, value] of Object.entries(demoSettings))
      expect(defaults[key as keyof typeof defaults], key).not.toBe(value);
  });

  it("has a committee with people and current interests imported from the board, without access yet", async () => {
    const list = await admin.get<CommitteeList>(`/api/organisations/${ids.boardId}/committees`);
    const row = list.body.committees.find((c) => c.Id === committeeId);
    expect(row?.Name).toBe(demoImportedCommittee);
    expect(row?.MemberCount).toBe(4);
    expect(list.body.licences).toEqual({ Included: 2, Used: 2, OnTrial: true, Available: true });
    const importedRows = await server.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.organisationId, committeeId), eq(memberships.loginEnabled, false)));
    expect(importedRows).toHaveLength(3);
    const copied = await server.database.db
      .select()
      .from(interests)
      .where(eq(interests.organisationId, committeeId));
    expect(copied.map((i) => i.entity)).toEqual(["Harbourside Marina Limited"]);
  });
});

describe("the demo people", () => {
  it("show every login status: can log in, invitation pending, no access", async () => {
    const res = await admin.get<{ members: { LoginStatus: string }[] }>(
      `/api/organisations/${ids.boardId}/members`,
    );
    expect(new Set(res.body.members.map((m) => m.LoginStatus))).toEqual(
      new Set(["CanLogin", "InvitationPending", "NoAccess"]),
    );
  });
});
