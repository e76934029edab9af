import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeetingDocuments } from "../../../../common/contracts/papers.js";
import { secretaryWithAgendaItem } from "../../../test/agenda-item-fixture.js";
import { addMembership, buildAccount, signedInClient } from "../../../test/factories.js";
import type { TestClient } from "../../../test/http-client.js";
import { startTestServer, type TestServer } from "../../../test/test-server.js";
import { textPdf } from "../../../test/text-pdf.js";
import { postFiles } from "../../../test/uploads.js";

let server: TestServer;
let boardId = "";
let meetingId = "";
let secretary: TestClient;
let director: TestClient;
let guest: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  const made = await secretaryWithAgendaItem(server, "March Board Meeting", "Strategy");
  ({ boardId, secretary, meetingId } = made);
  const res = await postFiles(
    server.url,
    secretary,
    `/api/meetings/${meetingId}/agenda/items/${made.itemId}/papers`,
    [
      { name: "Financials.pdf", bytes: await textPdf("Numbers") },
      { name: "Māori engagement plan.pdf", bytes: await textPdf("Plan") },
    ],
  );
  expect(res.status).toBe(201);
  const db = server.database.db;
  for (const [role, set] of [
    ["Director", (c: TestClient) => (director = c)],
    ["Executive", (c: TestClient) => (guest = c)],
  ] as const) {
    const p = await buildAccount(db);
    await addMembership(db, boardId, p.personId, role);
    set(await signedInClient(server.url, p.email));
  }
});
afterAll(async () => {
  await server.close();
});

const list = (client: TestClient, q = "") =>
  client.get<MeetingDocuments>(
    `/api/organisations/${boardId}/meeting-documents${q ? `?q=${encodeURIComponent(q)}` : ""}`,
  );

describe("meeting documents", () => {
  it("lists each meeting's papers under their agenda items, with the meeting's year", async () => {
    const { body } = await list(director);
    expect(body.meetings).toHaveLength(1);
    const [meeting] = body.meetings;
    expect(meeting).toMatchObject({ id: meetingId, title: "March Board Meeting", year: 2026 });
    expect(meeting?.pack.available).toBe(false);
    const strategy = meeting?.items.find((i) => i.title === "Strategy");
    expect(strategy?.papers.map((p) => p.Name)).toEqual([
      "Financials.pdf",
      "Māori engagement plan.pdf",
    ]);
    expect(body.downloadable).toBe(true);
  });

  it("finds papers by name with accents and case ignored, and whole meetings by title", async () => {
    const maori = (await list(director, "MAORI")).body.meetings;
    expect(maori.flatMap((m) => m.items.flatMap((i) => i.papers.map((p) => p.Name)))).toEqual([
      "Māori engagement plan.pdf",
    ]);
    const byTitle = (await list(director, "march board")).body.meetings;
    expect(byTitle[0]?.items[0]?.papers).toHaveLength(2);
    expect((await list(director, "no such paper")).body.meetings).toEqual([]);
  });

  it("follows the agenda's access: executives and guests may not see them", async () => {
    expect((await list(guest)).status).toBe(403);
    const tooLong = await list(director, "x".repeat(201));
    expect(tooLong.status).toBe(400);
  });
});
