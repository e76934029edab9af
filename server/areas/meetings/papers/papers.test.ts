import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeetingDetail } from "../../../../common/contracts/meetings.js";
import { uploadMessages } from "../../../../common/uploads.js";
import { queryRows } from "../../../db/raw-rows.js";
import { secretaryWithAgendaItem } from "../../../test/agenda-item-fixture.js";
import type { TestClient } from "../../../test/http-client.js";
import { startTestServer, type TestServer } from "../../../test/test-server.js";
import { postFiles, type UploadFile } from "../../../test/uploads.js";
import { officeFile } from "../../../test/zip-file.js";

let server: TestServer;
let secretary: TestClient;
let meetingId = "";
let itemId = "";

beforeAll(async () => {
  server = await startTestServer();
  ({ secretary, meetingId, itemId } = await secretaryWithAgendaItem(
    server,
    "Papers meeting",
    "Financial Report",
  ));
});
afterAll(async () => {
  await server.close();
});

const upload = (files: UploadFile[]) =>
  postFiles(
    server.url,
    secretary,
    `/api/meetings/${meetingId}/agenda/items/${itemId}/papers`,
    files,
  );

const pdf = new TextEncoder().encode("%PDF-1.4\n% a tiny paper\n%%EOF\n");
const paperCount = async () =>
  (
    await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from papers where agenda_item_id = ${itemId}`,
    )
  )[0]?.n ?? 0;

describe("papers on agenda items", () => {
  it("stores several files, lists them on the item and serves them back", async () => {
    const res = await upload([
      { name: "Financials Q3.pdf", bytes: pdf, type: "application/pdf" },
      { name: "Budget.xlsx", bytes: officeFile("xlsx") },
    ]);
    expect(res.status).toBe(201);
    const detail = (await secretary.get<MeetingDetail>(`/api/meetings/${meetingId}`)).body;
    const item = detail.Agenda?.find((i) => i.Id === itemId);
    expect(item?.Papers.map((p) => p.Name)).toEqual(["Financials Q3.pdf", "Budget.xlsx"]);
    const paper = item?.Papers[0];
    const got = await fetch(`${server.url}/api/meetings/${meetingId}/papers/${paper?.Id}`, {
      headers: { cookie: `qr_session=${secretary.cookie("qr_session")}` },
    });
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(pdf);
  });

  it("refuses a disallowed type, an empty file or too many files, storing nothing", async () => {
    const before = await paperCount();
    const exe = await upload([
      { name: "ok.pdf", bytes: pdf },
      { name: "setup.exe", bytes: new Uint8Array([77, 90]) },
    ]);
    expect(exe.status).toBe(415);
    expect(((await exe.json()) as { error: { message: string } }).error.message).toBe(
      `setup.exe: ${uploadMessages.unsupportedFormat}`,
    );
    // A program called .pdf is what its content says: refused, by the same message.
    const renamed = await upload([{ name: "Financials.pdf", bytes: new Uint8Array([77, 90, 1]) }]);
    expect(renamed.status).toBe(415);
    const locked = await upload([
      {
        name: "Locked.pdf",
        bytes: new TextEncoder().encode("%PDF-1.7\ntrailer << /Encrypt 5 0 R >>\n%%EOF\n"),
      },
    ]);
    expect(locked.status).toBe(400);
    expect(((await locked.json()) as { error: { message: string } }).error.message).toBe(
      `Locked.pdf: ${uploadMessages.passwordProtected}`,
    );
    const empty = await upload([
      { name: "ok.pdf", bytes: pdf },
      { name: "blank.pdf", bytes: new Uint8Array() },
    ]);
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe(
      `blank.pdf: ${uploadMessages.empty}`,
    );
    const many = await upload(
      Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.pdf`, bytes: pdf })),
    );
    expect(many.status).toBe(413);
    expect(((await many.json()) as { error: { message: string } }).error.message).toBe(
      uploadMessages.tooManyFiles,
    );
    expect(await paperCount()).toBe(before);
  });

  it("refuses a file over 50 MB", async () => {
    const before = await paperCount();
    const big = new Uint8Array(50 * 1024 * 1024 + 1);
    big.set(pdf);
    const res = await upload([{ name: "huge.pdf", bytes: big }]);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /bigger than 50mb/,
    );
    expect(await paperCount()).toBe(before);
  });

  it("removes a paper", async () => {
    const detail = (await secretary.get<MeetingDetail>(`/api/meetings/${meetingId}`)).body;
    const paper = detail.Agenda?.find((i) => i.Id === itemId)?.Papers[0];
    const res = await secretary.request("DELETE", `/api/meetings/${meetingId}/papers/${paper?.Id}`);
    expect(res.status).toBe(200);
    const got = await fetch(`${server.url}/api/meetings/${meetingId}/papers/${paper?.Id}`, {
      headers: { cookie: `qr_session=${secretary.cookie("qr_session")}` },
    });
    expect(got.status).toBe(404);
  });
});
