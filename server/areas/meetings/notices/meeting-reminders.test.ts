import { and, eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zonedToUtc } from "../../../../common/zoned-time.js";
import { mailMessages } from "../../../db/schema/index.js";
import { addMembership, boardWithSecretary, buildAccount } from "../../../test/factories.js";
import type { TestClient } from "../../../test/http-client.js";
import { startTestServer, type TestServer } from "../../../test/test-server.js";
import { sendDueMeetingReminders } from "./meeting-reminders.js";

let server: TestServer;
let secretary: TestClient;
let boardId = "";
let directorEmail = "";
const from = { name: "Quorate", email: "no-reply@quorate.test" };
const day = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ({ boardId, secretary } = await boardWithSecretary(db, server.url));
  const d = await buildAccount(db);
  directorEmail = d.email;
  await addMembership(db, boardId, d.personId, "Director");
});
afterAll(async () => {
  await server.close();
});

const remindersTo = async (email: string, meetingId: string) =>
  server.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email), eq(mailMessages.subjectId, meetingId)));

describe("meeting reminders", () => {
  it("sends the first reminder N days before and one the day before, each exactly once, with the invite", async () => {
    const meetingId = (
      await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
        title: "Reminder meeting",
        date: "2027-06-10",
        startTime: "18:00",
        endTime: "20:00",
        timeZone: "UTC",
      })
    ).body.Id;
    const start = zonedToUtc("2027-06-10", "18:00", "UTC").getTime();
    const db = server.database.db;
    expect(
      await sendDueMeetingReminders(db, "https://board.example", from, new Date(start - 8 * day)),
    ).toBe(0);
    const first = await sendDueMeetingReminders(
      db,
      "https://board.example",
      from,
      new Date(start - 7 * day + 60_000),
    );
    expect(first).toBeGreaterThanOrEqual(1);
    // Run again, and concurrently: nothing more goes out.
    const again = await Promise.all(
      [0, 1].map(() =>
        sendDueMeetingReminders(db, "https://board.example", from, new Date(start - 6 * day)),
      ),
    );
    expect(again).toEqual([0, 0]);
    await sendDueMeetingReminders(
      db,
      "https://board.example",
      from,
      new Date(start - 20 * 3_600_000),
    );
    const mails = await remindersTo(directorEmail, meetingId);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Reminder: Reminder meeting",
      "Tomorrow: Reminder meeting",
    ]);
    const ics = new ICAL.Component(ICAL.parse(mails[0]?.attachments[0]?.content ?? ""));
    expect(ics.getFirstSubcomponent("vevent")?.getFirstPropertyValue("uid")).toBe(
      `meeting-${meetingId}@quorate`,
    );
  });

  it("honours the organisation's reminder days and its switch", async () => {
    const db = server.database.db;
    await db.execute(
      sql`update organisations set settings = ${JSON.stringify({ meetingReminderDays: 3 })}::jsonb where id = ${boardId}`,
    );
    const meetingId = (
      await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
        title: "Three-day meeting",
        date: "2027-07-01",
        startTime: "18:00",
        endTime: "20:00",
        timeZone: "UTC",
      })
    ).body.Id;
    const start = zonedToUtc("2027-07-01", "18:00", "UTC").getTime();
    await sendDueMeetingReminders(db, "https://board.example", from, new Date(start - 5 * day));
    expect(await remindersTo(directorEmail, meetingId)).toHaveLength(0);
    await sendDueMeetingReminders(
      db,
      "https://board.example",
      from,
      new Date(start - 3 * day + 60_000),
    );
    expect(await remindersTo(directorEmail, meetingId)).toHaveLength(1);
    await db.execute(
      sql`update organisations set settings = ${JSON.stringify({ meetingRemindersEnabled: false })}::jsonb where id = ${boardId}`,
    );
    await sendDueMeetingReminders(
      db,
      "https://board.example",
      from,
      new Date(start - 12 * 3_600_000),
    );
    expect(await remindersTo(directorEmail, meetingId)).toHaveLength(1);
  });
});
