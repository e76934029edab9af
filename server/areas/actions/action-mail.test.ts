import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actionItems,
  actionOwners,
  auditLog,
  mailMessages,
  meetings,
  memberships,
  people,
} from "../../db/schema/index.js";
import {
  addMembership,
  boardWithSecretary,
  buildAccount,
  signedInClient,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

let server: TestServer;
let secretary: TestClient;
let director: TestClient;
let boardId = "";
let directorId = "";
let directorEmail = "";
let noAddressId = "";
let meetingId = "";

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ({ boardId, secretary } = await boardWithSecretary(db, server.url));
  const d = await buildAccount(db, { firstName: "Mele" });
  directorId = d.personId;
  directorEmail = d.email;
  await addMembership(db, boardId, directorId, "Director");
  director = await signedInClient(server.url, d.email);
  const [hemi] = await db
    .insert(people)
    .values({ firstName: "Hemi", lastName: "Noaddress", email: null })
    .returning();
  noAddressId = hemi?.id ?? "";
  await db
    .insert(memberships)
    .values({ organisationId: boardId, personId: noAddressId, role: "Director" });
  const [m] = await db
    .insert(meetings)
    .values({
      organisationId: boardId,
      title: "March Board Meeting",
      startTime: new Date("2027-03-01T05:00:00Z"),
      endTime: new Date("2027-03-01T07:00:00Z"),
      timeZone: "Pacific/Auckland",
      state: "InProgress",
    })
    .returning();
  meetingId = m?.id ?? "";
});
afterAll(async () => {
  await server.close();
});

async function newAction(
  description: string,
  owners: string[],
  extra: { meetingId?: string; status?: "Done"; dueDate?: string } = {},
) {
  const db = server.database.db;
  const [a] = await db
    .insert(actionItems)
    .values({ organisationId: boardId, description, dueDate: "2027-04-01", ...extra })
    .returning();
  if (!a) throw new Error("no action");
  if (owners.length)
    await db.insert(actionOwners).values(owners.map((personId) => ({ actionId: a.id, personId })));
  return a.id;
}

const mailsAbout = (actionId: string) =>
  server.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.subjectType, "action"), eq(mailMessages.subjectId, actionId)));

type Reminder = {
  sent: { Name: string; Email: string }[];
  notSent: { Name: string; Reason: string }[];
};
const remind = (c: TestClient, actionId: string, body: Record<string, unknown> = {}) =>
  c.post<Reminder & { error: { message: string } }>(
    `/api/organisations/${boardId}/actions/${actionId}/reminders`,
    body,
  );

describe("sending a reminder by hand", () => {
  it("e-mails the owners with the comment, lists who could not receive it, and audits it", async () => {
    const id = await newAction("Renew the insurance", [directorId, noAddressId], { meetingId });
    const res = await remind(secretary, id, { comment: "The broker needs an answer by Friday." });
    expect(res.status).toBe(200);
    expect(res.body.sent).toEqual([expect.objectContaining({ Email: directorEmail })]);
    expect(res.body.notSent).toEqual([
      { PersonId: noAddressId, Name: "Hemi Noaddress", Reason: "No e-mail address on record." },
    ]);
    const [mail] = await mailsAbout(id);
    expect(mail?.to).toBe(directorEmail);
    expect(mail?.text).toContain("The broker needs an answer by Friday.");
    expect(mail?.text).toContain(`/organisation/${boardId}/meetings/${meetingId}/actions`);
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "action.remind"), eq(auditLog.subjectId, id)));
    expect(audit).toHaveLength(1);
  });

  it("is for administrators, secretaries and chairs only, and the list says so", async () => {
    const id = await newAction("Draft the strategy", [directorId]);
    expect((await remind(director, id)).status).toBe(403);
    const lists = async (c: TestClient) =>
      (await c.get<{ CanManage: boolean }>(`/api/organisations/${boardId}/actions`)).body.CanManage;
    expect(await lists(director)).toBe(false);
    expect(await lists(secretary)).toBe(true);
  });

  it("refuses completed actions and actions nobody can be e-mailed about, naming them", async () => {
    const done = await newAction("File the return", [directorId], { status: "Done" });
    const refused = await remind(secretary, done);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/completed or cancelled/);
    const unreachable = await newAction("Call the auditor", [noAddressId]);
    const none = await remind(secretary, unreachable);
    expect(none.status).toBe(409);
    expect(none.body.error.message).toContain("Hemi Noaddress (no e-mail address on record)");
    expect(await mailsAbout(unreachable)).toHaveLength(0);
  });
});

describe("action notices from the minutes", () => {
  type Summary = { CanSend: boolean; MinutesFinished: boolean; OpenActions: number };
  type Notices = {
    Actions: number;
    Sent: { Description: string; Email: string }[];
    NotSent: { Description: string; Name: string; Reason: string }[];
  };
  const path = () => `/api/meetings/${meetingId}/action-notices`;

  it("waits for finished minutes, then sends one e-mail per action and owner, listing who could not receive it", async () => {
    const budget = await newAction("Prepare the budget", [directorId], { meetingId });
    await newAction("Write to the council", [], { meetingId });
    await newAction("Old finished work", [directorId], { meetingId, status: "Done" });

    const before = await secretary.get<Summary>(path());
    expect(before.body).toMatchObject({ CanSend: true, MinutesFinished: false });
    expect((await secretary.post(path(), {})).status).toBe(409);

    await server.database.db
      .update(meetings)
      .set({ state: "Review" })
      .where(eq(meetings.id, meetingId));
    expect((await director.get<Summary>(path())).body.CanSend).toBe(false);
    expect((await director.post(path(), {})).status).toBe(403);

    const res = await secretary.post<Notices>(path(), {});
    expect(res.status).toBe(200);
    // Renew the insurance (from the first test), Prepare the budget, Write to the council.
    expect(res.body.Actions).toBe(3);
    expect(res.body.Sent.map((s) => s.Description).sort()).toEqual([
      "Prepare the budget",
      "Renew the insurance",
    ]);
    expect(res.body.NotSent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Description: "Write to the council", Name: "No owner" }),
        expect.objectContaining({ Description: "Renew the insurance", Name: "Hemi Noaddress" }),
      ]),
    );
    const [notice] = await mailsAbout(budget);
    expect(notice?.subject).toBe("New action: Prepare the budget");
    expect(notice?.text).toContain("March Board Meeting");
    expect(notice?.text).toContain("Due: Thursday, 1 April 2027");
    expect(notice?.text).toContain(`/organisation/${boardId}/meetings/${meetingId}/actions`);
    expect((await secretary.get<{ LastSentAt: string | null }>(path())).body.LastSentAt).not.toBe(
      null,
    );
  });
});

describe("the ActionItems agenda item", () => {
  it("lists the organisation's open actions, overdue marked", async () => {
    await newAction("Long overdue task", [directorId], { dueDate: "2020-01-31" });
    const res = await secretary.get<{
      actions: { Description: string; Overdue: boolean; Completed: boolean }[];
    }>(`/api/meetings/${meetingId}/open-actions`);
    expect(res.status).toBe(200);
    expect(res.body.actions.every((a) => !a.Completed)).toBe(true);
    expect(res.body.actions.find((a) => a.Description === "Long overdue task")?.Overdue).toBe(true);
    expect(res.body.actions.map((a) => a.Description)).toContain("Draft the strategy");
  });
});
