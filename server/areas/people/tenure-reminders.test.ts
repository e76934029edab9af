import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships } from "../../db/schema/index.js";
import { addMembership, boardWithSecretary, buildAccount } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { mailsAbout } from "./people-test-helpers.js";
import { dueTenureReminder, sendDueTenureReminders } from "./tenure-reminders.js";

describe("which tenure reminder is due", () => {
  it("is six weeks before, then the day before, and nothing once the tenure has ended", () => {
    expect(dueTenureReminder("2027-03-31", "2027-02-16")).toBeNull();
    expect(dueTenureReminder("2027-03-31", "2027-02-17")).toBe("sixWeeks");
    expect(dueTenureReminder("2027-03-31", "2027-03-29")).toBe("sixWeeks");
    expect(dueTenureReminder("2027-03-31", "2027-03-30")).toBe("dayBefore");
    expect(dueTenureReminder("2027-03-31", "2027-03-31")).toBeNull();
    expect(dueTenureReminder("2027-03-31", "2027-04-02")).toBeNull();
  });
});

let server: TestServer;
let boardId = "";
let secretary: TestClient;
let ownerEmail = "";
let secondAdminEmail = "";
let directorId = "";

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const set = await boardWithSecretary(db, server.url, "Tenure Board");
  ({ boardId, secretary } = set);
  const owner = await buildAccount(db);
  ownerEmail = owner.email;
  await addMembership(db, boardId, owner.personId, "Administrator");
  const admin2 = await buildAccount(db);
  secondAdminEmail = admin2.email;
  await addMembership(db, boardId, admin2.personId, "Administrator");
  const director = await buildAccount(db, { firstName: "Wiremu" });
  directorId = director.personId;
  await addMembership(db, boardId, directorId, "Director");
});
afterAll(async () => {
  await server.close();
});

const base = "https://board.example";
// The board's zone is Pacific/Auckland: noon UTC is the same calendar day there or the next.
const at = (date: string) => new Date(`${date}T00:00:00Z`);

describe("tenure reminders", () => {
  it("e-mails the Administrators six weeks and one day before the end, each exactly once, and removes nobody", async () => {
    const db = server.database.db;
    const edit = await secretary.patch(`/api/organisations/${boardId}/members/${directorId}`, {
      tenureEndsOn: "2031-06-30",
    });
    expect(edit.status).toBe(200);
    expect(await sendDueTenureReminders(db, base, at("2031-05-18"))).toBe(0);
    // 2031-05-19 in Auckland: 42 days before the end.
    const first = await sendDueTenureReminders(db, base, at("2031-05-19"));
    expect(first).toBe(3);
    const again = await Promise.all(
      [0, 1].map(() => sendDueTenureReminders(db, base, at("2031-05-25"))),
    );
    expect(again).toEqual([0, 0]);
    expect(await sendDueTenureReminders(db, base, at("2031-06-29"))).toBe(3);
    expect(await sendDueTenureReminders(db, base, at("2031-06-29"))).toBe(0);
    expect(await sendDueTenureReminders(db, base, at("2031-07-01"))).toBe(0);

    const mails = await mailsAbout(db, secondAdminEmail, directorId);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Tenure ending: Wiremu Tester on 30 June 2031",
      "Tenure ends tomorrow: Wiremu Tester",
    ]);
    expect(mails[0]?.text).toContain(`${base}/people/${boardId}`);
    expect(await mailsAbout(db, ownerEmail, directorId)).toHaveLength(2);
    const [still] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.organisationId, boardId), eq(memberships.personId, directorId)));
    expect(still?.role).toBe("Director");
  });

  it("reminds again for a new end date", async () => {
    const db = server.database.db;
    await secretary.patch(`/api/organisations/${boardId}/members/${directorId}`, {
      tenureEndsOn: "2032-06-30",
    });
    expect(await sendDueTenureReminders(db, base, at("2032-06-01"))).toBe(3);
    await secretary.patch(`/api/organisations/${boardId}/members/${directorId}`, {
      tenureEndsOn: null,
    });
    expect(await sendDueTenureReminders(db, base, at("2032-06-29"))).toBe(0);
  });
});
