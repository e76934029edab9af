import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { annotationMessages } from "../../../common/contracts/annotations.js";
import type { MeetingDetail } from "../../../common/contracts/meetings.js";
import type { PackStatus } from "../../../common/contracts/publishing.js";
import { annotations, auditLog } from "../../db/schema/index.js";
import { addMembership, buildAccount, buildBoard, signedInClient } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { textPdf } from "../../test/text-pdf.js";
import { postFiles, uploadToLibrary } from "../../test/uploads.js";

type Note = {
  id: string;
  page: number;
  kind: string;
  note: string | null;
  quote: string | null;
  shared: boolean;
  mine: boolean;
  authorName: string;
  paperId: string | null;
};
type Notes = { annotations: Note[]; canAnnotate: boolean };
type ErrorBody = { error: { message: string } };

let server: TestServer;
let boardId = "";
let secretary: TestClient;
let director: TestClient;
let guest: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const owner = await buildAccount(db);
  boardId = (await buildBoard(db, owner.personId)).id;
  for (const [role, first, set] of [
    ["PersonalAssistant", "Priya", (c: TestClient) => (secretary = c)],
    ["Director", "Mele", (c: TestClient) => (director = c)],
    ["Executive", "Tom", (c: TestClient) => (guest = c)],
  ] as const) {
    const p = await buildAccount(db, { firstName: first });
    await addMembership(db, boardId, p.personId, role);
    set(await signedInClient(server.url, p.email));
  }
});
afterAll(async () => {
  await server.close();
});

const highlight = { page: 1, kind: "highlight", rects: [[0.1, 0.2, 0.3, 0.02]], quote: "bonus" };

describe("notes on library documents", () => {
  it("are private until shared, and stay with the document when a new version replaces it", async () => {
    const uploaded = await uploadToLibrary(server.url, secretary, boardId, {
      name: "Pay policy.pdf",
      bytes: await textPdf("Executive bonus limits"),
    });
    const first = (await uploaded.json()) as { documentId: string; documentVersionId: string };
    const on = (versionId: string) => `/api/document-versions/${versionId}/annotations`;

    const made = await director.post<Note>(on(first.documentVersionId), highlight);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      kind: "highlight",
      quote: "bonus",
      mine: true,
      shared: false,
    });
    expect((await secretary.get<Notes>(on(first.documentVersionId))).body.annotations).toEqual([]);

    const shared = await director.patch<Note>(`/api/annotations/${made.body.id}`, { shared: true });
    expect(shared.body.shared).toBe(true);
    const seen = (await secretary.get<Notes>(on(first.documentVersionId))).body.annotations;
    expect(seen).toEqual([
      expect.objectContaining({
        id: made.body.id,
        mine: false,
        authorName: expect.stringMatching(/^Mele /),
      }),
    ]);
    // Only the author changes or removes it; to others it is not there.
    expect(
      (await secretary.patch(`/api/annotations/${made.body.id}`, { shared: false })).status,
    ).toBe(404);
    expect((await secretary.request("DELETE", `/api/annotations/${made.body.id}`)).status).toBe(
      404,
    );

    const replaced = await postFiles(
      server.url,
      secretary,
      `/api/documents/${first.documentId}/versions`,
      [{ name: "Pay policy 2027.pdf", bytes: await textPdf("Executive bonus limits, revised") }],
      "file",
    );
    const second = (await replaced.json()) as { documentVersionId: string };
    const carried = (await director.get<Notes>(on(second.documentVersionId))).body.annotations;
    expect(carried.map((n) => n.id)).toEqual([made.body.id]);
  });

  it("refuses bad notes with a reason, keeping nothing", async () => {
    const listed = await director.get<{ documents: { documentVersionId: string }[] }>(
      `/api/organisations/${boardId}/governance-documents?q=pay`,
    );
    const versionId = listed.body.documents[0]?.documentVersionId ?? "";
    const on = `/api/document-versions/${versionId}/annotations`;
    const before = (await director.get<Notes>(on)).body.annotations.length;
    const noWords = await director.post<ErrorBody>(on, { page: 1, kind: "note", note: "  " });
    expect(noWords.status).toBe(400);
    expect(noWords.body.error.message).toContain(annotationMessages.writeNote);
    const noRects = await director.post<ErrorBody>(on, { page: 1, kind: "highlight", rects: [] });
    expect(noRects.status).toBe(400);
    expect(noRects.body.error.message).toContain(annotationMessages.chooseText);
    const offPage = await director.post(on, { ...highlight, rects: [[1.5, 0, 0.1, 0.1]] });
    expect(offPage.status).toBe(400);
    const tooLong = await director.post(on, { page: 1, kind: "note", note: "x".repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect((await director.get<Notes>(on)).body.annotations).toHaveLength(before);
    expect((await guest.get(on)).status).toBe(403);
  });
});

describe("notes on a meeting's papers", () => {
  let meetingId = "";
  let paperId = "";

  it("are kept on the paper, so the pack's page map can place them after a rebuild", async () => {
    meetingId = (
      await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
        title: "November Board Meeting",
        date: "2026-11-05",
        startTime: "18:00",
        endTime: "20:00",
      })
    ).body.Id;
    await secretary.post(`/api/meetings/${meetingId}/agenda/build`, { source: "bestPractice" });
    const detail = (await secretary.get<MeetingDetail>(`/api/meetings/${meetingId}`)).body;
    const itemId = detail.Agenda?.find((i) => !i.IsHeading && i.Type === "Generic")?.Id ?? "";
    const res = await postFiles(
      server.url,
      secretary,
      `/api/meetings/${meetingId}/agenda/items/${itemId}/papers`,
      [{ name: "Financials.pdf", bytes: await textPdf("Revenue", "Costs", "Reserves") }],
    );
    paperId = ((await res.json()) as { papers: { Id: string }[] }).papers[0]?.Id ?? "";
    for (const action of ["publishAgenda", "startMinutes", "finishDraftMinutes"])
      expect(
        (await secretary.post(`/api/meetings/${meetingId}/transitions`, { action })).status,
      ).toBe(200);
    await server.services.jobs.drain();

    const status = (await director.get<PackStatus>(`/api/meetings/${meetingId}/pack/status`)).body;
    const placed = status.pageMap.find((p) => p.paperId === paperId);
    expect(placed).toMatchObject({ pageCount: 3 });
    expect(placed?.firstPage).toBeGreaterThan(1);

    const note = await director.post<Note>(
      `/api/meetings/${meetingId}/papers/${paperId}/annotations`,
      { page: 2, kind: "note", note: "=Ask about the reserves", rects: [[0.5, 0.5, 0, 0]] },
    );
    expect(note.status).toBe(201);
    const listed = (await director.get<Notes>(`/api/meetings/${meetingId}/annotations`)).body;
    expect(listed.canAnnotate).toBe(true);
    expect(listed.annotations.map((n) => [n.paperId, n.page, n.note])).toEqual([
      [paperId, 2, "=Ask about the reserves"],
    ]);
    expect((await guest.get(`/api/meetings/${meetingId}/annotations`)).status).toBe(403);

    // A person's own notes, listed and exported (a note that looks like a formula stays text).
    const mine = await director.get<{ annotations: { where: string }[] }>(
      `/api/organisations/${boardId}/annotations`,
    );
    expect(mine.body.annotations.map((n) => n.where)).toContain(
      "November Board Meeting › Financials.pdf",
    );
    const csv = await fetch(`${server.url}/api/organisations/${boardId}/annotations/export`, {
      headers: { cookie: `qr_session=${director.cookie("qr_session")}` },
    });
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="my-notes.csv"');
    const text = await csv.text();
    expect(text).toContain('"Where","Page","Kind"');
    expect(text).toContain(`"'=Ask about the reserves"`);
  });

  it("stay through a confirmation with the setting off, and are destroyed once it is on, audited as a count", async () => {
    const next = (
      await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
        title: "December Board Meeting",
        date: "2026-12-03",
        startTime: "18:00",
        endTime: "20:00",
      })
    ).body.Id;
    await secretary.post(`/api/meetings/${next}/agenda/build`, { source: "bestPractice" });
    for (const action of ["publishAgenda", "startMinutes"])
      await secretary.post(`/api/meetings/${next}/transitions`, { action });
    const confirmItem =
      (await secretary.get<MeetingDetail>(`/api/meetings/${next}`)).body.Agenda?.find(
        (i) => i.Type === "ConfirmMinutes",
      )?.Id ?? "";
    const confirmed = await secretary.post(
      `/api/meetings/${next}/agenda/items/${confirmItem}/confirm-minutes`,
      { meetingId, mode: "asPresented" },
    );
    expect(confirmed.status).toBe(201);
    await server.services.jobs.drain();
    // Confirmed while the setting was off: the notes stay.
    const db = server.database.db;
    expect(
      await db.select().from(annotations).where(eq(annotations.meetingId, meetingId)),
    ).toHaveLength(1);

    // Turned on afterwards: meetings confirmed before are cleared too.
    await secretary.patch(`/api/organisations/${boardId}/settings`, {
      autoDeleteAnnotations: true,
    });
    await server.services.jobs.drain();
    expect(await db.select().from(annotations).where(eq(annotations.meetingId, meetingId))).toEqual(
      [],
    );
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "annotations.destroy"), eq(auditLog.subjectId, meetingId)));
    expect(entry?.after).toEqual({ count: 1, reason: "minutes confirmed" });
    const listed = (await director.get<Notes>(`/api/meetings/${meetingId}/annotations`)).body;
    expect(listed).toEqual({ annotations: [], canAnnotate: false });
    const refused = await director.post<ErrorBody>(
      `/api/meetings/${meetingId}/papers/${paperId}/annotations`,
      { page: 1, kind: "note", note: "Too late" },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(annotationMessages.destroyed);
  });
});
