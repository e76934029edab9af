import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeetingDetail } from "../../../../common/contracts/meetings.js";
import { boardWithSecretary } from "../../../test/factories.js";
import type { TestClient } from "../../../test/http-client.js";
import { startTestServer, type TestServer } from "../../../test/test-server.js";
import { postFiles } from "../../../test/uploads.js";
import { packUnavailableMessage } from "./queries.js";

type PackStatus = {
  status: string;
  available: boolean;
  pageCount: number | null;
  skipped: { name: string; reason: string }[];
  step: string | null;
};

let server: TestServer;
let secretary: TestClient;
let boardId = "";

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ({ boardId, secretary } = await boardWithSecretary(
    db,
    server.url,
    "Harbourside Community Trust",
  ));
});
afterAll(async () => {
  await server.close();
});

async function pdfWithPages(n: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < n; i++) doc.addPage().drawText(`Paper page ${i + 1}`);
  return doc.save();
}

const upload = (meetingId: string, itemId: string, name: string, bytes: Uint8Array) =>
  postFiles(server.url, secretary, `/api/meetings/${meetingId}/agenda/items/${itemId}/papers`, [
    { name, bytes },
  ]);

describe("the board pack", () => {
  it("is built on publish with the papers merged, reports progress, and is downloadable; a corrupt paper is listed, not fatal", async () => {
    const meetingId = (
      await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
        title: "Pack meeting",
        date: "2026-12-03",
        startTime: "18:00",
        endTime: "20:00",
      })
    ).body.Id;
    await secretary.post(`/api/meetings/${meetingId}/agenda/build`, { source: "bestPractice" });
    const agenda =
      (await secretary.get<MeetingDetail>(`/api/meetings/${meetingId}`)).body.Agenda ?? [];
    const finance = agenda.find((i) => i.Title === "Financial Report");
    const ceo = agenda.find((i) => i.Title === "Chief Executive's Report");
    expect(
      (await upload(meetingId, finance?.Id ?? "", "Financials.pdf", await pdfWithPages(3))).status,
    ).toBe(201);
    expect(
      (await upload(meetingId, ceo?.Id ?? "", "CEO report.pdf", await pdfWithPages(2))).status,
    ).toBe(201);
    expect(
      (
        await upload(
          meetingId,
          ceo?.Id ?? "",
          "Broken.pdf",
          new TextEncoder().encode("%PDF-1.7 this is not a pdf\n%%EOF\n"),
        )
      ).status,
    ).toBe(201);

    const before = await secretary.get<{ error: { message: string } }>(
      `/api/meetings/${meetingId}/pack`,
    );
    expect(before.status).toBe(404);
    expect(before.body.error.message).toBe(packUnavailableMessage);

    await secretary.post(`/api/meetings/${meetingId}/transitions`, { action: "publishAgenda" });
    expect(
      (await secretary.get<PackStatus>(`/api/meetings/${meetingId}/pack/status`)).body.status,
    ).toBe("queued");
    await server.services.jobs.drain();
    const status = (await secretary.get<PackStatus>(`/api/meetings/${meetingId}/pack/status`)).body;
    expect(status).toMatchObject({ status: "ready", available: true });
    expect(status.skipped).toEqual([
      expect.objectContaining({
        name: "Broken.pdf",
        reason: "The file could not be read as a PDF.",
      }),
    ]);

    const res = await fetch(`${server.url}/api/meetings/${meetingId}/pack`, {
      headers: { cookie: `qr_session=${secretary.cookie("qr_session")}` },
    });
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      "attachment; filename*=UTF-8''board-pack.pdf",
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const pack = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    // The secretary's read is a receipt the meeting's editors see.
    const readers = await secretary.get<{ pack: { initials: string }[] }>(
      `/api/meetings/${meetingId}/readers`,
    );
    expect(readers.body.pack).toHaveLength(1);
    expect(pack.getPageCount()).toBe(status.pageCount);
    expect(pack.getPageCount()).toBeGreaterThanOrEqual(2 + 5);

    // A change after publishing queues a rebuild; the ready pack stays available meanwhile.
    await secretary.post(`/api/meetings/${meetingId}/agenda/items`, { title: "Late item" });
    const rebuilding = (await secretary.get<PackStatus>(`/api/meetings/${meetingId}/pack/status`))
      .body;
    expect(rebuilding).toMatchObject({ status: "queued", available: true });
    await server.services.jobs.drain();
    expect(
      (await secretary.get<PackStatus>(`/api/meetings/${meetingId}/pack/status`)).body.status,
    ).toBe("ready");
  });
});
