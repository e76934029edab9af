import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeResponse } from "../../../common/contracts/me.js";
import { imageFormatMessage, imageSizeMessage } from "../../../common/image-format.js";
import { partnerOrganisations } from "../../db/schema/index.js";
import { buildAccount, buildBoard, signedInClient } from "../../test/factories.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SUPPORT_EMAILS: "help@support.test" });
});
afterAll(async () => {
  await server.close();
});

const png = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b9a70000000049454e44ae426082",
  "hex",
);

describe("my account", () => {
  it("saves the profile within the spec's limits and explains what is too long", async () => {
    const { email } = await buildAccount(server.database.db);
    const client = await signedInClient(server.url, email);
    const ok = await client.patch("/api/me/profile", {
      FirstName: "Hana",
      LastName: "Kerr",
      PhoneNumber: "+64 21 555 0101",
      Title: "Dr",
      Suffix: "QSM",
    });
    expect(ok.status).toBe(200);
    const me = await client.get<MeResponse>("/api/me");
    expect(me.body.person.FullName).toBe("Hana Kerr");
    const bad = await client.patch<ErrorBody>("/api/me/profile", {
      FirstName: "x".repeat(51),
      LastName: "",
      PhoneNumber: "1".repeat(17),
      Title: "t".repeat(31),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual([
      "FirstName",
      "LastName",
      "PhoneNumber",
      "Title",
    ]);
    expect((await client.get<MeResponse>("/api/me")).body.person.FullName).toBe("Hana Kerr");
  });

  it("takes a picture under 1 MB and refuses other formats and larger files", async () => {
    const { email } = await buildAccount(server.database.db);
    const client = await signedInClient(server.url, email);
    const up = (body: Buffer, type: string) =>
      fetch(`${server.url}/api/me/picture`, {
        method: "POST",
        body: new Uint8Array(body),
        headers: {
          "content-type": type,
          cookie: `qr_session=${client.cookie("qr_session")}; qr_csrf=${client.cookie("qr_csrf")}`,
          "x-csrf-token": client.cookie("qr_csrf") ?? "",
        },
      });
    expect((await up(png, "image/png")).status).toBe(200);
    const got = await fetch(`${server.url}/api/me/picture`, {
      headers: { cookie: `qr_session=${client.cookie("qr_session")}` },
    });
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await got.arrayBuffer()).equals(png)).toBe(true);

    const pdf = await up(Buffer.from("%PDF-1.7 not an image"), "image/png");
    expect(pdf.status).toBe(415);
    expect(((await pdf.json()) as ErrorBody).error.message).toBe(imageFormatMessage);
    const big = await up(Buffer.concat([png, Buffer.alloc(1024 * 1024)]), "image/png");
    expect(big.status).toBe(413);
    expect(((await big.json()) as ErrorBody).error.message).toMatch(
      new RegExp(imageSizeMessage.slice(0, 20)),
    );
  });
});

describe("feature flags", () => {
  it("reach the client per installation, with per-organisation overrides set by its administrator", async () => {
    const owner = await buildAccount(server.database.db);
    const board = await buildBoard(server.database.db, owner.personId);
    const client = await signedInClient(server.url, owner.email);
    const set = await client.request("PUT", `/api/organisations/${board.id}/feature-flags`, {
      flag: "aiFileSearch",
      enabled: true,
    });
    expect(set.status).toBe(200);
    const me = await client.get<MeResponse>("/api/me");
    expect(me.body.featureFlags.aiFileSearch).toBe(false);
    expect(me.body.organisations.find((o) => o.Id === board.id)?.featureFlags.aiFileSearch).toBe(
      true,
    );
    const bad = await client.request<ErrorBody>(
      "PUT",
      `/api/organisations/${board.id}/feature-flags`,
      { flag: "teleport", enabled: true },
    );
    expect(bad.status).toBe(400);
  });
});

describe("support users", () => {
  it("see partner views and no organisations of their own", async () => {
    const support = await buildAccount(server.database.db, { email: "help@support.test" });
    const joined = await buildBoard(
      server.database.db,
      support.personId,
      "Board a supporter joined",
    );
    // Partner views list the organisations a support person looks after (assigned to them).
    await server.database.db
      .insert(partnerOrganisations)
      .values({ supportPersonId: support.personId, organisationId: joined.id });
    const client = await signedInClient(server.url, support.email);
    const me = await client.get<MeResponse>("/api/me");
    expect(me.body.person.IsSupport).toBe(true);
    expect(me.body.organisations).toEqual([]);
    const orgs = await client.get<{ organisations: { Name: string }[] }>(
      "/api/partner/organisations",
    );
    expect(orgs.status).toBe(200);
    expect(orgs.body.organisations.map((o) => o.Name)).toContain("Board a supporter joined");
    expect((await client.get("/api/partner/people")).status).toBe(200);
  });
});
