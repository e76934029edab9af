import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locationMessages } from "../../../common/contracts/meeting-locations.js";
import {
  type OrganisationSettingsView,
  settingsMessages,
} from "../../../common/contracts/organisation-settings.js";
import { imageFormatMessage } from "../../../common/image-format.js";
import { auditLog, meetingLocations, partnerOrganisations } from "../../db/schema/index.js";
import { addMembership, buildAccount, buildBoard, signedInClient } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const png = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b9a70000000049454e44ae426082",
  "hex",
);

let server: TestServer;
let admin: TestClient;
let boardId = "";

beforeAll(async () => {
  server = await startTestServer();
  const owner = await buildAccount(server.database.db);
  boardId = (await buildBoard(server.database.db, owner.personId, "Harbourside Trust")).id;
  admin = await signedInClient(server.url, owner.email);
});
afterAll(async () => {
  await server.close();
});

const settingsPath = () => `/api/organisations/${boardId}/settings`;
const auditOf = (action: string) =>
  server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.organisationId, boardId), eq(auditLog.action, action)));

describe("organisation settings", () => {
  it("start at the spec's defaults", async () => {
    const res = await admin.get<OrganisationSettingsView>(settingsPath());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      Name: "Harbourside Trust",
      Country: "NZ",
      Language: "en-NZ",
      HasLogo: false,
      CanChangeCountry: false,
    });
    expect(res.body.rules).toMatchObject({
      meetingQuorumPercentage: 50,
      flyingMinuteParticipationPercentage: 100,
      actionReminderDays: 7,
      meetingReminderDays: 7,
      actionRemindersEnabled: true,
      meetingRemindersEnabled: true,
      allowDocumentDownloads: true,
      autoDeleteAnnotations: false,
      committeeEraseDays: 30,
    });
  });

  it("saves a section and audits only what changed", async () => {
    const res = await admin.patch<OrganisationSettingsView>(settingsPath(), {
      shortName: "Harbourside",
      language: "en-AU",
      meetingQuorumPercentage: 60,
      actionReminderDays: 10,
      meetingRemindersEnabled: false,
      autoDeleteAnnotations: true,
      actionRemindersEnabled: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.ShortName).toBe("Harbourside");
    expect(res.body.rules).toMatchObject({
      meetingQuorumPercentage: 60,
      actionReminderDays: 10,
      meetingRemindersEnabled: false,
      autoDeleteAnnotations: true,
    });
    const [entry] = await auditOf("organisation.settings.update");
    expect(entry?.before).toEqual({
      shortName: "Harbourside Trust",
      language: "en-NZ",
      meetingQuorumPercentage: 50,
      actionReminderDays: 7,
      meetingRemindersEnabled: true,
      autoDeleteAnnotations: false,
    });
    expect(entry?.after).toMatchObject({ meetingQuorumPercentage: 60, actionReminderDays: 10 });
  });

  it("refuses percentages outside 0–100 and reminder days outside 3–21 with field messages", async () => {
    const res = await admin.patch<ErrorBody>(settingsPath(), {
      meetingQuorumPercentage: 101,
      flyingMinuteVotePassingPercentage: -1,
      actionReminderDays: 2,
      meetingReminderDays: 22,
      meetingVotePassingPercentage: 50.5,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      meetingQuorumPercentage: settingsMessages.percentage,
      flyingMinuteVotePassingPercentage: settingsMessages.percentage,
      meetingVotePassingPercentage: settingsMessages.percentage,
      actionReminderDays: "Choose between 3 and 21 days.",
      meetingReminderDays: "Choose between 3 and 21 days.",
    });
    const unknown = await admin.patch<ErrorBody>(settingsPath(), { colour: "red" });
    expect(unknown.status).toBe(400);
    const after = await admin.get<OrganisationSettingsView>(settingsPath());
    expect(after.body.rules.meetingQuorumPercentage).toBe(60);
  });

  it("keeps the country for support: members are refused, support changes it and is audited", async () => {
    const same = await admin.patch(settingsPath(), { country: "NZ", name: "Harbourside Trust" });
    expect(same.status).toBe(200);
    const refused = await admin.patch<ErrorBody>(settingsPath(), { country: "AU" });
    expect(refused.status).toBe(403);
    expect(refused.body.error.fields?.country).toBe(settingsMessages.countryBySupport);
    expect(
      (
        await admin.request("PUT", `/api/partner/organisations/${boardId}/country`, {
          country: "AU",
        })
      ).status,
    ).toBe(403);

    const support = await buildAccount(server.database.db, { isSupport: true });
    const supportClient = await signedInClient(server.url, support.email);
    const notTheirs = await supportClient.request(
      "PUT",
      `/api/partner/organisations/${boardId}/country`,
      {
        country: "AU",
      },
    );
    expect(notTheirs.status).toBe(404);
    await server.database.db
      .insert(partnerOrganisations)
      .values({ supportPersonId: support.personId, organisationId: boardId });
    const changed = await supportClient.request(
      "PUT",
      `/api/partner/organisations/${boardId}/country`,
      { country: "au" },
    );
    expect(changed.status).toBe(200);
    expect((await admin.get<OrganisationSettingsView>(settingsPath())).body.Country).toBe("AU");
    const [entry] = await auditOf("organisation.country.change");
    expect(entry?.actorPersonId).toBe(support.personId);
    expect(entry?.after).toEqual({ country: "AU", bySupport: true });
  });

  it("is read and changed by administrators, chairs and secretaries only", async () => {
    for (const [role, allowed] of [
      ["Chairman", true],
      ["PersonalAssistant", true],
      ["Director", false],
      ["ExecutiveDirector", false],
      ["Executive", false],
    ] as const) {
      const person = await buildAccount(server.database.db);
      await addMembership(server.database.db, boardId, person.personId, role);
      const client = await signedInClient(server.url, person.email);
      const res = await client.patch(settingsPath(), { meetingQuorumPercentage: 60 });
      expect(res.status, role).toBe(allowed ? 200 : 403);
    }
  });
});

describe("logo and icon", () => {
  const upload = (kind: "logo" | "icon", body: Buffer, type: string) =>
    admin.request(
      "PUT",
      `/api/organisations/${boardId}/settings/${kind}`,
      body.toString("latin1"),
      {
        "content-type": type,
      },
    );
  const rawUpload = (kind: "logo" | "icon", body: Buffer, type: string) =>
    fetch(`${server.url}/api/organisations/${boardId}/settings/${kind}`, {
      method: "PUT",
      body: new Uint8Array(body),
      headers: {
        "content-type": type,
        cookie: `qr_session=${admin.cookie("qr_session")}; qr_csrf=${admin.cookie("qr_csrf")}`,
        "x-csrf-token": admin.cookie("qr_csrf") ?? "",
      },
    });

  it("takes each image under 1 MB, serves it, and refuses other formats and larger files", async () => {
    await admin.get(settingsPath());
    expect((await rawUpload("logo", png, "image/png")).status).toBe(200);
    expect((await rawUpload("icon", png, "image/png")).status).toBe(200);
    const got = await fetch(`${server.url}/api/organisations/${boardId}/settings/logo`, {
      headers: { cookie: `qr_session=${admin.cookie("qr_session")}` },
    });
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await got.arrayBuffer()).equals(png)).toBe(true);
    expect((await admin.get<OrganisationSettingsView>(settingsPath())).body).toMatchObject({
      HasLogo: true,
      HasIcon: true,
    });

    const notImage = await rawUpload("icon", Buffer.from("%PDF-1.7 not an image"), "image/png");
    expect(notImage.status).toBe(415);
    expect(((await notImage.json()) as ErrorBody).error.message).toBe(imageFormatMessage);
    const json = await upload("logo", Buffer.from("{}"), "application/json");
    expect(json.status).toBe(415);
    const big = await rawUpload(
      "logo",
      Buffer.concat([png, Buffer.alloc(1024 * 1024)]),
      "image/png",
    );
    expect(big.status).toBe(413);

    expect(
      (await admin.request("DELETE", `/api/organisations/${boardId}/settings/icon`)).status,
    ).toBe(200);
    expect((await admin.get<OrganisationSettingsView>(settingsPath())).body.HasIcon).toBe(false);
    expect((await auditOf("organisation.logo.change")).length).toBe(1);
    expect((await auditOf("organisation.icon.remove")).length).toBe(1);
  });
});

describe("meeting locations", () => {
  const locations = () => `/api/organisations/${boardId}/meeting-locations`;
  type Location = { Id: string; Name: string; IsDefault: boolean; TimeZone: string };
  const list = async () => (await admin.get<{ locations: Location[] }>(locations())).body.locations;

  it("keeps exactly one default: the first becomes it, a second is refused, the default moves on request", async () => {
    const first = await admin.post<{ Id: string }>(locations(), {
      name: "Harbourside Hall",
      address: "1 Quay Street, Auckland",
      timeZone: "Pacific/Auckland",
    });
    expect(first.status).toBe(201);
    const second = await admin.post<ErrorBody>(locations(), {
      name: "Wellington office",
      timeZone: "Pacific/Auckland",
      isDefault: true,
    });
    expect(second.status).toBe(409);
    expect(second.body.error.fields?.isDefault).toBe(locationMessages.secondDefault);

    const perth = await admin.post<{ Id: string }>(locations(), {
      name: "Perth office",
      timeZone: "Australia/Perth",
    });
    expect(perth.status).toBe(201);
    expect((await list()).filter((l) => l.IsDefault).map((l) => l.Name)).toEqual([
      "Harbourside Hall",
    ]);

    const marked = await admin.patch<ErrorBody>(`${locations()}/${perth.body.Id}`, {
      isDefault: true,
    });
    expect(marked.status).toBe(409);
    const unmarked = await admin.patch<ErrorBody>(`${locations()}/${first.body.Id}`, {
      isDefault: false,
    });
    expect(unmarked.status).toBe(409);

    expect((await admin.post(`${locations()}/${perth.body.Id}/default`)).status).toBe(200);
    expect((await list()).filter((l) => l.IsDefault).map((l) => l.Name)).toEqual(["Perth office"]);

    const badZone = await admin.patch<ErrorBody>(`${locations()}/${first.body.Id}`, {
      timeZone: "Mars/Olympus",
    });
    expect(badZone.status).toBe(400);
    expect(badZone.body.error.fields?.timeZone).toBe("That time zone is not known.");
    expect(
      (await admin.patch(`${locations()}/${first.body.Id}`, { name: "Harbour Hall" })).status,
    ).toBe(200);

    const deleteDefault = await admin.request<ErrorBody>(
      "DELETE",
      `${locations()}/${perth.body.Id}`,
    );
    expect(deleteDefault.status).toBe(409);
    expect(deleteDefault.body.error.message).toBe(locationMessages.deleteDefault);
    expect((await admin.request("DELETE", `${locations()}/${first.body.Id}`)).status).toBe(200);

    const rows = await server.database.db
      .select()
      .from(meetingLocations)
      .where(eq(meetingLocations.organisationId, boardId));
    expect(rows.map((r) => [r.name, r.isDefault])).toEqual([["Perth office", true]]);
    const actions = (
      await server.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectType, "meetingLocation"))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "meetingLocation.add",
        "meetingLocation.makeDefault",
        "meetingLocation.update",
        "meetingLocation.delete",
      ]),
    );
  });
});
