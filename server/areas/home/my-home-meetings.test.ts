import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MyHomeResponse } from "../../../common/contracts/home.js";
import { meetings } from "../../db/schema/index.js";
import { addMembership, buildAccount, buildBoard, signedInClient } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const day = 86_400_000;
const hour = 3_600_000;
let server: TestServer;
let me: TestClient;
let boardA = "";
let boardB = "";

/** A one-hour meeting starting `offsetMs` from now. */
async function meetingAt(
  organisationId: string,
  title: string,
  offsetMs: number,
  extra: { cancelled?: boolean; timeZone?: string } = {},
) {
  const start = new Date(Date.now() + offsetMs);
  await server.database.db.insert(meetings).values({
    organisationId,
    title,
    startTime: start,
    endTime: new Date(start.getTime() + hour),
    timeZone: extra.timeZone ?? "Pacific/Auckland",
    cancelledAt: extra.cancelled ? new Date() : null,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const person = await buildAccount(db, { firstName: "Aroha" });
  me = await signedInClient(server.url, person.email);
  const owner = await buildAccount(db);
  boardA = (await buildBoard(db, owner.personId, "Alpha Trust")).id;
  boardB = (await buildBoard(db, owner.personId, "Beta Board")).id;
  const notMine = (await buildBoard(db, owner.personId, "Gamma Society")).id;
  const noLongerMine = (await buildBoard(db, owner.personId, "Delta Club")).id;
  await addMembership(db, boardA, person.personId, "Director");
  await addMembership(db, boardB, person.personId, "Executive");
  await addMembership(db, noLongerMine, person.personId, "Director", { accessAllowed: false });

  await meetingAt(boardA, "Under way", -30 * 60_000);
  await meetingAt(boardA, "In 3 days", 3 * day, { timeZone: "Australia/Sydney" });
  await meetingAt(boardA, "In 10 days", 10 * day);
  await meetingAt(boardA, "In 20 days", 20 * day);
  await meetingAt(boardA, "In 45 days", 45 * day);
  await meetingAt(boardA, "In 75 days", 75 * day);
  await meetingAt(boardA, "In 200 days", 200 * day);
  await meetingAt(boardA, "Cancelled", 2 * day, { cancelled: true });
  await meetingAt(boardB, "Beta tomorrow", 1 * day);
  await meetingAt(boardA, "5 days ago", -5 * day);
  await meetingAt(boardA, "40 days ago", -40 * day);
  await meetingAt(boardB, "400 days ago", -400 * day);
  await meetingAt(notMine, "Someone else's tomorrow", 1 * day);
  await meetingAt(notMine, "Someone else's yesterday", -1 * day);
  await meetingAt(noLongerMine, "Former board tomorrow", 1 * day);
});
afterAll(async () => {
  await server.close();
});

const home = (client: TestClient, query: string) =>
  client.get<MyHomeResponse>(`/api/my-home?${query}`);
const titles = (body: MyHomeResponse) => body.meetings.items.map((m) => m.Title);

describe("My Home meetings", () => {
  it("lists upcoming meetings of my organisations, soonest first, within each time frame", async () => {
    const expected: Array<[string, string[]]> = [
      ["7", ["Under way", "Beta tomorrow", "In 3 days"]],
      ["14", ["Under way", "Beta tomorrow", "In 3 days", "In 10 days"]],
      ["30", ["Under way", "Beta tomorrow", "In 3 days", "In 10 days", "In 20 days"]],
      ["60", ["Under way", "Beta tomorrow", "In 3 days", "In 10 days", "In 20 days", "In 45 days"]],
      [
        "90",
        [
          "Under way",
          "Beta tomorrow",
          "In 3 days",
          "In 10 days",
          "In 20 days",
          "In 45 days",
          "In 75 days",
        ],
      ],
    ];
    for (const [timeFrame, want] of expected) {
      const res = await home(me, `timeFrame=${timeFrame}&direction=upcoming&pageSize=50`);
      expect(res.status, timeFrame).toBe(200);
      expect(titles(res.body), timeFrame).toEqual(want);
      expect(res.body.meetings.total, timeFrame).toBe(want.length);
    }
    const all = await home(me, "timeFrame=all&direction=upcoming&pageSize=50");
    expect(titles(all.body).at(-1)).toBe("In 200 days");
    expect(all.body.meetings.total).toBe(8);
  });

  it("lists past meetings latest first within each time frame", async () => {
    expect(titles((await home(me, "timeFrame=7&direction=past")).body)).toEqual(["5 days ago"]);
    expect(titles((await home(me, "timeFrame=30&direction=past")).body)).toEqual(["5 days ago"]);
    expect(titles((await home(me, "timeFrame=60&direction=past")).body)).toEqual([
      "5 days ago",
      "40 days ago",
    ]);
    expect(titles((await home(me, "timeFrame=all&direction=past")).body)).toEqual([
      "5 days ago",
      "40 days ago",
      "400 days ago",
    ]);
  });

  it("says where and on whose clock each meeting is", async () => {
    const res = await home(me, "timeFrame=7");
    const sydney = res.body.meetings.items.find((m) => m.Title === "In 3 days");
    expect(sydney).toMatchObject({
      OrganisationId: boardA,
      OrganisationName: "Alpha Trust",
      TimeZone: "Australia/Sydney",
      State: "PreAgenda",
      StateLabel: "No Agenda",
    });
    expect(sydney?.StartTime).toMatch(/Z$/);
    expect(res.body.meetings.items.find((m) => m.Title === "Beta tomorrow")?.OrganisationName).toBe(
      "Beta Board",
    );
  });

  it("never shows another organisation's meetings, nor those of one I may no longer open", async () => {
    const upcoming = titles((await home(me, "timeFrame=all&pageSize=100")).body);
    const past = titles((await home(me, "timeFrame=all&direction=past&pageSize=100")).body);
    for (const title of [...upcoming, ...past]) {
      expect(title).not.toMatch(/Someone else|Former board|Cancelled/);
    }
  });

  it("pages through the meetings with the rows per page asked for", async () => {
    const page = (n: number) => home(me, `timeFrame=all&pageSize=3&page=${n}`);
    const first = (await page(1)).body;
    expect(first.meetings).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(titles(first)).toEqual(["Under way", "Beta tomorrow", "In 3 days"]);
    expect(titles((await page(2)).body)).toEqual(["In 10 days", "In 20 days", "In 45 days"]);
    expect(titles((await page(3)).body)).toEqual(["In 75 days", "In 200 days"]);
    const beyond = (await page(4)).body;
    expect(beyond.meetings.items).toEqual([]);
    expect(beyond.meetings.total).toBe(8);
  });

  it("uses the defaults when nothing is asked: upcoming, 30 days, 10 rows", async () => {
    const res = await me.get<MyHomeResponse>("/api/my-home");
    expect(res.status).toBe(200);
    expect(res.body.meetings).toMatchObject({ total: 5, page: 1, pageSize: 10 });
  });

  it("answers a person without organisations with empty sections", async () => {
    const loner = await buildAccount(server.database.db);
    const res = await (await signedInClient(server.url, loner.email)).get<MyHomeResponse>(
      "/api/my-home",
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      meetings: { items: [], total: 0, page: 1, pageSize: 10 },
      actions: { items: [], total: 0 },
      votes: [],
      signatures: [],
      documentSignatures: [],
      trials: [],
    });
  });
});

describe("My Home refuses", () => {
  it("bad query parameters with a message a person can read (400)", async () => {
    const cases: Array<[string, string, RegExp]> = [
      ["timeFrame=45", "timeFrame", /7, 14, 30, 60 or 90 days, or all/],
      ["direction=sideways", "direction", /upcoming or past/],
      ["page=0", "page", /whole number from 1/],
      ["page=two", "page", /whole number from 1/],
      ["pageSize=101", "pageSize", /from 1 to 100/],
      ["pageSize=2.5", "pageSize", /from 1 to 100/],
      ["colour=blue", "colour", /not accepted/],
    ];
    for (const [query, field, message] of cases) {
      const res = await me.get<ErrorBody>(`/api/my-home?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields?.[field], query).toMatch(message);
      expect(res.body.error.message, query).toMatch(message);
    }
  });

  it("support users: they have no dashboard (403), whatever they ask", async () => {
    const support = await buildAccount(server.database.db, { isSupport: true });
    const client = await signedInClient(server.url, support.email);
    for (const query of ["", "timeFrame=45"]) {
      const res = await client.get<ErrorBody>(`/api/my-home?${query}`);
      expect(res.status, query).toBe(403);
      expect(res.body.error.message).toMatch(/not available to support staff/);
    }
  });

  it("anyone not signed in (401)", async () => {
    const res = await fetch(`${server.url}/api/my-home`);
    expect(res.status).toBe(401);
  });
});
