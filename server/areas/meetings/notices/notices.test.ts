import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeetingDetail } from "../../../../common/contracts/meetings.js";
import { mailMessages } from "../../../db/schema/index.js";
import {
  addMembership,
  boardWithSecretary,
  buildAccount,
  clientWithSession,
} from "../../../test/factories.js";
import type { TestClient } from "../../../test/http-client.js";
import { startTestServer, type TestServer } from "../../../test/test-server.js";

let server: TestServer;
let secretary: TestClient;
let boardId = "";
let directorId = "";
let directorEmail = "";
let noEmailId = "";

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ({ boardId, secretary } = await boardWithSecretary(db, server.url));
  const d = await buildAccount(db, { firstName: "Mele" });
  directorId = d.personId;
  directorEmail = d.email;
  await addMembership(db, boardId, d.personId, "Director");
  noEmailId = (
    await secretary.post<{ PersonId: string }>(`/api/organisations/${boardId}/members`, {
      firstName: "Wiremu",
      lastName: "Parata",
      role: "Director",
    })
  ).body.PersonId;
});
afterAll(async () => {
  await server.close();
});

async function invitesTo(email: string, meetingId: string) {
  const rows = await server.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email), eq(mailMessages.subjectId, meetingId)))
    .orderBy(mailMessages.createdAt);
  return rows.map((r) => {
    const ics = r.attachments[0]?.content ?? "";
    const cal = new ICAL.Component(ICAL.parse(ics));
    const event = cal.getFirstSubcomponent("vevent");
    if (!event) throw new Error("no VEVENT");
    return {
      subject: r.subject,
      text: r.text,
      method: String(cal.getFirstPropertyValue("method")),
      uid: String(event.getFirstPropertyValue("uid")),
      sequence: Number(event.getFirstPropertyValue("sequence")),
      start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
      status: String(event.getFirstPropertyValue("status")),
    };
  });
}

describe("meeting notices and calendar invites", () => {
  it("sends a notice with an .ics, lists who could not receive it, and keeps the history", async () => {
    const meetingId = (
      await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
        title: "March Board Meeting",
        date: "2027-03-04",
        startTime: "18:30",
        endTime: "20:30",
      })
    ).body.Id;
    const res = await secretary.post<{
      sent: { Name: string }[];
      notSent: { Name: string; Reason: string }[];
    }>(`/api/meetings/${meetingId}/notices`, {
      kind: "notice",
      personIds: [directorId, noEmailId],
      greeting: "firstName",
      comment: "Please note the earlier start.",
    });
    expect(res.status).toBe(201);
    expect(res.body.sent.map((s) => s.Name)).toEqual(["Mele Tester"]);
    expect(res.body.notSent).toEqual([
      { PersonId: noEmailId, Name: "Wiremu Parata", Reason: "No e-mail address on record." },
    ]);
    const [invite] = await invitesTo(directorEmail, meetingId);
    expect(invite).toMatchObject({
      method: "REQUEST",
      uid: `meeting-${meetingId}@quorate`,
      sequence: 0,
      start: "2027-03-04T05:30:00.000Z",
      status: "CONFIRMED",
    });
    expect(invite?.text).toMatch(/^Dear Mele,/);
    expect(invite?.text).toContain(`/meeting/${meetingId}`);
    expect(invite?.text).toContain("Please note the earlier start.");
    // Mele can sign in, so the notice carries reply links; answering shows on her meeting page.
    expect(invite?.text).toContain(`/meeting/${meetingId}?rsvp=attending`);
    expect(invite?.text).toContain(`/meeting/${meetingId}?rsvp=apology`);
    const mele = await clientWithSession(server.database.db, server.url, directorId);
    expect((await mele.get<MeetingDetail>(`/api/meetings/${meetingId}`)).body.MyRsvp).toEqual({
      Rsvp: null,
      CanAnswer: true,
    });
    await mele.request("PUT", `/api/meetings/${meetingId}/rsvp`, { rsvp: "attending" });
    expect((await mele.get<MeetingDetail>(`/api/meetings/${meetingId}`)).body.MyRsvp.Rsvp).toBe(
      "attending",
    );
    const history = await secretary.get<{ history: { Kind: string; NotSent: unknown[] }[] }>(
      `/api/meetings/${meetingId}/notices`,
    );
    expect(history.body.history[0]).toMatchObject({
      Kind: "notice",
      NotSent: [{ Name: "Wiremu Parata", Reason: "No e-mail address on record." }],
    });
  });

  it("keeps the UID and raises SEQUENCE when the meeting moves, and cancels with METHOD:CANCEL", async () => {
    const meetingId = (
      await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
        title: "April Board Meeting",
        date: "2027-04-01",
        startTime: "18:30",
        endTime: "20:30",
      })
    ).body.Id;
    await secretary.post(`/api/meetings/${meetingId}/notices`, {
      kind: "notice",
      personIds: [directorId],
    });
    const m = (await secretary.get<MeetingDetail>(`/api/meetings/${meetingId}`)).body;
    expect(
      (
        await secretary.patch(`/api/meetings/${meetingId}`, {
          version: m.Version,
          startTime: "17:30",
        })
      ).status,
    ).toBe(200);
    await secretary.post(`/api/meetings/${meetingId}/notices`, {
      kind: "notice",
      personIds: [directorId],
    });
    expect(
      (
        await secretary.post<{ notified: number }>(`/api/meetings/${meetingId}/cancel`, {
          notify: true,
        })
      ).body.notified,
    ).toBe(1);
    const [first, moved, cancelled] = await invitesTo(directorEmail, meetingId);
    expect(moved?.uid).toBe(first?.uid);
    expect(moved?.sequence).toBeGreaterThan(first?.sequence ?? 0);
    expect(moved?.start).toBe("2027-04-01T04:30:00.000Z");
    expect(cancelled).toMatchObject({ method: "CANCEL", uid: first?.uid, status: "CANCELLED" });
    expect(cancelled?.sequence).toBeGreaterThan(moved?.sequence ?? 0);
  });

  it("e-mails the pack link only to people who can sign in", async () => {
    const meetingId = (
      await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
        title: "May Board Meeting",
        date: "2027-05-06",
        startTime: "18:30",
        endTime: "20:30",
      })
    ).body.Id;
    const early = await secretary.post<{ error: { message: string } }>(
      `/api/meetings/${meetingId}/notices`,
      { kind: "pack", personIds: [directorId] },
    );
    expect(early.status).toBe(409);
    await secretary.post(`/api/meetings/${meetingId}/agenda/build`, { source: "bestPractice" });
    await secretary.post(`/api/meetings/${meetingId}/transitions`, { action: "publishAgenda" });
    const res = await secretary.post<{ sent: unknown[]; notSent: { Reason: string }[] }>(
      `/api/meetings/${meetingId}/notices`,
      { kind: "pack", personIds: [directorId, noEmailId] },
    );
    expect(res.body.sent).toHaveLength(1);
    expect(res.body.notSent).toHaveLength(1);
    const [mail] = await invitesTo(directorEmail, meetingId);
    expect(mail?.text).toContain(`/pack/${meetingId}`);
    expect(mail?.text).not.toMatch(/%PDF/);
  });
});
