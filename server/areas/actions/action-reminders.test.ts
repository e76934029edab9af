import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zonedToUtc } from "../../../common/zoned-time.js";
import {
  actionItems,
  actionOwners,
  auditLog,
  mailMessages,
  memberships,
  people,
} from "../../db/schema/index.js";
import { addMembership, boardWithSecretary, buildAccount } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { planActionReminders } from "./action-reminders.js";

const zone = "Pacific/Auckland";
const at = (date: string, time: string) => zonedToUtc(date, time, zone);

let server: TestServer;
let secretary: TestClient;
let boardId = "";
let directorId = "";
let directorEmail = "";
let noLoginId = "";
let noAddressId = "";

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ({ boardId, secretary } = await boardWithSecretary(db, server.url));
  await db.execute(sql`update organisations set time_zone = ${zone} where id = ${boardId}`);
  const director = await buildAccount(db, { firstName: "Mele" });
  directorId = director.personId;
  directorEmail = director.email;
  await addMembership(db, boardId, directorId, "Director");
  // Members without a login: one with an address on record, one with none.
  const [noLogin, noAddress] = await db
    .insert(people)
    .values([
      { firstName: "Aroha", lastName: "Nologin", email: "aroha@example.test" },
      { firstName: "Hemi", lastName: "Noaddress", email: null },
    ])
    .returning();
  noLoginId = noLogin?.id ?? "";
  noAddressId = noAddress?.id ?? "";
  await db.insert(memberships).values(
    [noLoginId, noAddressId].map((personId) => ({
      organisationId: boardId,
      personId,
      role: "Director" as const,
      loginEnabled: false,
    })),
  );
});
afterAll(async () => {
  await server.close();
});

async function newAction(description: string, dueDate: string, owners: string[]) {
  const db = server.database.db;
  const [a] = await db
    .insert(actionItems)
    .values({ organisationId: boardId, description, dueDate })
    .returning();
  if (!a) throw new Error("no action");
  await db.insert(actionOwners).values(owners.map((personId) => ({ actionId: a.id, personId })));
  return a.id;
}

/** Plans as the recurring job would at `now`, then runs every job that is due. */
async function runAt(now: Date, times = 1) {
  await Promise.all(
    Array.from({ length: times }, () => planActionReminders(server.database.db, now)),
  );
  await server.services.jobs.drain();
}

const mailsAbout = (actionId: string) =>
  server.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.subjectType, "action"), eq(mailMessages.subjectId, actionId)));

const setSettings = (settings: Record<string, unknown>) =>
  server.database.db.execute(
    sql`update organisations set settings = ${JSON.stringify(settings)}::jsonb where id = ${boardId}`,
  );

describe("automatic action reminders", () => {
  it("sends the first reminder on the morning N days before, once, to every owner with an address, and records who had none", async () => {
    const id = await newAction("Renew the insurance", "2027-03-10", [
      directorId,
      noLoginId,
      noAddressId,
    ]);
    await runAt(at("2027-03-02", "09:00"));
    await runAt(at("2027-03-03", "07:30"));
    expect(await mailsAbout(id)).toHaveLength(0);

    // Twice at once, as two processes would, then again later that week.
    await runAt(at("2027-03-03", "08:05"), 2);
    await runAt(at("2027-03-03", "08:15"));
    await runAt(at("2027-03-06", "10:00"));
    const mails = await mailsAbout(id);
    expect(mails.map((m) => m.to).sort()).toEqual(["aroha@example.test", directorEmail].sort());
    expect(mails[0]?.subject).toBe("Action reminder: Renew the insurance");
    expect(mails[0]?.text).toContain("Due: Wednesday, 10 March 2027");
    expect(mails[0]?.text).toContain(`/action-items/${boardId}`);

    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "action.remind.automatic"), eq(auditLog.subjectId, id)));
    expect(audit?.after).toMatchObject({
      kind: "first",
      notSent: [{ personId: noAddressId, name: "Hemi Noaddress" }],
    });
  });

  it("sends the second on the due date, plans again when the date moves, and sends nothing once done", async () => {
    const id = await newAction("Draft the strategy", "2027-04-20", [directorId]);
    await runAt(at("2027-04-13", "08:30"));
    await runAt(at("2027-04-20", "08:30"));
    expect((await mailsAbout(id)).map((m) => m.subject)).toEqual([
      "Action reminder: Draft the strategy",
      "Action due today: Draft the strategy",
    ]);

    const moved = await secretary.patch(`/api/organisations/${boardId}/actions/${id}`, {
      dueDate: "2027-05-04",
    });
    expect(moved.status).toBe(200);
    await runAt(at("2027-04-27", "09:00"));
    expect(await mailsAbout(id)).toHaveLength(3);

    // Planned for the due date, then completed before the job ran: nothing goes out.
    await planActionReminders(server.database.db, at("2027-05-04", "08:10"));
    await secretary.patch(`/api/organisations/${boardId}/actions/${id}`, { status: "Done" });
    await server.services.jobs.drain();
    await runAt(at("2027-05-04", "12:00"));
    expect(await mailsAbout(id)).toHaveLength(3);
  });

  it("follows the organisation's number of days, and sends none when switched off", async () => {
    await setSettings({ actionReminderDays: 3 });
    const id = await newAction("Book the venue", "2027-06-10", [directorId]);
    await runAt(at("2027-06-06", "09:00"));
    expect(await mailsAbout(id)).toHaveLength(0);
    await runAt(at("2027-06-07", "09:00"));
    expect(await mailsAbout(id)).toHaveLength(1);

    await setSettings({ actionReminderDays: 3, actionRemindersEnabled: false });
    await runAt(at("2027-06-10", "09:00"));
    expect(await mailsAbout(id)).toHaveLength(1);
    await setSettings({});
  });
});
