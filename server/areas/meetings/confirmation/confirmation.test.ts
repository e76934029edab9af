import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeetingDetail } from "../../../../common/contracts/meetings.js";
import { queryRows } from "../../../db/raw-rows.js";
import {
  addMembership,
  buildAccount,
  buildBoard,
  signedInClient,
} from "../../../test/factories.js";
import type { TestClient } from "../../../test/http-client.js";
import { pdfsig } from "../../../test/pdf-text.js";
import { startTestServer, type TestServer } from "../../../test/test-server.js";

type ErrorBody = { error: { code: string; message: string } };
type Signing = {
  Confirmed: boolean;
  MinutesSha256: string | null;
  Signed: number;
  Total: number;
  MayISign: boolean;
};

let server: TestServer;
let secretary: TestClient;
let chair: TestClient;
let director: TestClient;
let boardId = "";

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const owner = await buildAccount(db);
  boardId = (await buildBoard(db, owner.personId)).id;
  for (const [role, set] of [
    ["PersonalAssistant", (c: TestClient) => (secretary = c)],
    ["Chairman", (c: TestClient) => (chair = c)],
    ["Director", (c: TestClient) => (director = c)],
  ] as const) {
    const p = await buildAccount(db);
    await addMembership(db, boardId, p.personId, role);
    set(await signedInClient(server.url, p.email));
  }
});
afterAll(async () => {
  await server.close();
});

async function meetingTo(title: string, date: string, steps: string[]): Promise<string> {
  const id = (
    await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
      title,
      date,
      startTime: "18:00",
      endTime: "20:00",
    })
  ).body.Id;
  await secretary.post(`/api/meetings/${id}/agenda/build`, { source: "bestPractice" });
  for (const action of steps)
    expect((await secretary.post(`/api/meetings/${id}/transitions`, { action })).status).toBe(200);
  return id;
}

const confirmItemOf = async (id: string) =>
  (await secretary.get<MeetingDetail>(`/api/meetings/${id}`)).body.Agenda?.find(
    (i) => i.Type === "ConfirmMinutes",
  )?.Id ?? "";

describe("confirming and signing minutes", () => {
  it("confirms earlier minutes at the next meeting, locks them, and the chair signs the frozen PDF", async () => {
    const earlier = await meetingTo("November Board Meeting", "2026-11-05", [
      "publishAgenda",
      "startMinutes",
      "finishDraftMinutes",
    ]);
    const next = await meetingTo("December Board Meeting", "2026-12-03", [
      "publishAgenda",
      "startMinutes",
    ]);
    const item = await confirmItemOf(next);
    const listed = await secretary.get<{ meetings: { Id: string }[] }>(
      `/api/meetings/${next}/unconfirmed-minutes`,
    );
    expect(listed.body.meetings.map((m) => m.Id)).toEqual([earlier]);

    const noText = await secretary.post<ErrorBody>(
      `/api/meetings/${next}/agenda/items/${item}/confirm-minutes`,
      { meetingId: earlier, mode: "withChanges" },
    );
    expect(noText.status).toBe(400);
    const ok = await secretary.post(`/api/meetings/${next}/agenda/items/${item}/confirm-minutes`, {
      meetingId: earlier,
      mode: "asPresented",
    });
    expect(ok.status).toBe(201);

    const e = (await secretary.get<MeetingDetail>(`/api/meetings/${earlier}`)).body;
    expect(e.StateLabel).toBe("Minutes Confirmed");
    const locked = await secretary.post<ErrorBody>(`/api/meetings/${earlier}/agenda/items`, {
      title: "Sneaky edit",
    });
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toMatch(/confirmed and locked/);
    const [minute] = await queryRows<{ minutes: string }>(
      server.database.db,
      sql`select minutes from agenda_items where id = ${item}`,
    );
    expect(minute?.minutes).toMatch(
      /The minutes of November Board Meeting of 5 November 2026 were confirmed as presented\./,
    );

    const signing = (await chair.get<Signing>(`/api/meetings/${earlier}/signatures`)).body;
    expect(signing).toMatchObject({ Confirmed: true, Signed: 0, Total: 1, MayISign: true });
    const minutesPdf = async () => {
      const res = await fetch(`${server.url}/api/meetings/${earlier}/minutes.pdf`, {
        headers: { cookie: `qr_session=${chair.cookie("qr_session")}` },
      });
      return Buffer.from(await res.arrayBuffer());
    };
    const frozen = await minutesPdf();
    expect(createHash("sha256").update(frozen).digest("hex")).toBe(signing.MinutesSha256);
    expect(
      (await director.post<ErrorBody>(`/api/meetings/${earlier}/signatures/sign`)).status,
    ).toBe(403);
    const signed = await chair.post<{ Signed: number; Total: number }>(
      `/api/meetings/${earlier}/signatures/sign`,
    );
    expect(signed.body).toEqual({ Signed: 1, Total: 1 });

    // The last signature seals the minutes: the PDF served now is the sealed copy.
    const sealed = await minutesPdf();
    expect(sealed.equals(frozen)).toBe(false);
    const report = pdfsig(sealed);
    expect(report).toContain("Signature is Valid.");
    expect(report).toContain("Total document signed");
    const form = new FormData();
    form.append("file", new Blob([sealed], { type: "application/pdf" }), "minutes.pdf");
    const verified = await fetch(`${server.url}/api/verify`, { method: "POST", body: form });
    expect(await verified.json()).toMatchObject({
      finding: "sealedUnchanged",
      sealed: true,
      unchanged: true,
      organisationName: "Test Board",
      what: "Minutes of November Board Meeting of 5 November 2026",
      certificateFingerprint: server.services.seal.fingerprint,
    });
    // The signatures still bind the frozen file, which is kept as it was confirmed.
    expect(
      (await chair.get<Signing>(`/api/meetings/${earlier}/signatures`)).body.MinutesSha256,
    ).toBe(signing.MinutesSha256);
    expect((await chair.post<ErrorBody>(`/api/meetings/${earlier}/signatures/sign`)).status).toBe(
      409,
    );
  });

  it("defers confirming earlier minutes: the minutes say so and the next meeting offers them again", async () => {
    const earlier = await meetingTo("January Board Meeting", "2028-01-10", [
      "publishAgenda",
      "startMinutes",
      "finishDraftMinutes",
    ]);
    const next = await meetingTo("February Board Meeting", "2028-02-14", [
      "publishAgenda",
      "startMinutes",
    ]);
    const item = await confirmItemOf(next);
    const url = `/api/meetings/${next}/agenda/items/${item}/defer-confirmation`;
    expect(
      (await secretary.post(url, { meetingId: earlier, reason: "Circulated late." })).status,
    ).toBe(200);
    expect((await secretary.post<ErrorBody>(url, { meetingId: earlier })).status).toBe(409);
    type Listed = { meetings: { Id: string; DeferredHere: boolean }[] };
    const listed = (await secretary.get<Listed>(`/api/meetings/${next}/unconfirmed-minutes`)).body;
    expect(listed.meetings.find((m) => m.Id === earlier)).toEqual(
      expect.objectContaining({ DeferredHere: true }),
    );
    const notes = (await secretary.get<MeetingDetail>(`/api/meetings/${next}`)).body.Agenda?.find(
      (i) => i.Id === item,
    )?.Minutes;
    expect(notes).toBe(
      "Confirmation of the minutes of January Board Meeting of 10 January 2028 was deferred to a later meeting: Circulated late.",
    );
    expect((await secretary.get<MeetingDetail>(`/api/meetings/${earlier}`)).body.State).toBe(
      "Review",
    );

    const third = await meetingTo("March Board Meeting", "2028-03-13", [
      "publishAgenda",
      "startMinutes",
    ]);
    const again = (await secretary.get<Listed>(`/api/meetings/${third}/unconfirmed-minutes`)).body;
    expect(again.meetings.find((m) => m.Id === earlier)).toEqual(
      expect.objectContaining({ DeferredHere: false }),
    );
  });

  it("lets a secretary (not a director) reverse a confirmation while the next meeting is in Draft Minutes, keeping the signature history", async () => {
    const earlier = await meetingTo("January Board Meeting", "2027-01-14", [
      "publishAgenda",
      "startMinutes",
      "finishDraftMinutes",
    ]);
    const next = await meetingTo("February Board Meeting", "2027-02-11", [
      "publishAgenda",
      "startMinutes",
    ]);
    await secretary.post(
      `/api/meetings/${next}/agenda/items/${await confirmItemOf(next)}/confirm-minutes`,
      {
        meetingId: earlier,
        mode: "withChanges",
        changes: "Corrected the spelling of a name in item 3.",
      },
    );
    await chair.post(`/api/meetings/${earlier}/signatures/sign`);
    expect((await director.post(`/api/meetings/${earlier}/confirmation/reverse`)).status).toBe(403);
    expect((await secretary.post(`/api/meetings/${earlier}/confirmation/reverse`)).status).toBe(
      200,
    );
    expect((await secretary.get<MeetingDetail>(`/api/meetings/${earlier}`)).body.StateLabel).toBe(
      "Minutes in Review",
    );
    const [audit] = await queryRows<{ before: { signatures: { signedAt: string | null }[] } }>(
      server.database.db,
      sql`select before from audit_log where action = 'minutes.reverseConfirmation' and subject_id = ${earlier}`,
    );
    expect(audit?.before.signatures).toHaveLength(1);
    expect(audit?.before.signatures[0]?.signedAt).not.toBeNull();
    expect(
      (await secretary.get<Signing>(`/api/meetings/${earlier}/signatures`)).body.Confirmed,
    ).toBe(false);
  });
});
