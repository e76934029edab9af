import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agendaItems, decisions, meetingAttendees, meetings } from "../../../../db/schema/index.js";
import { askEmbeddedEngine } from "../../../../test/ask-embedded-engine.js";
import { addMembership, buildAccount, buildBoard } from "../../../../test/factories.js";
import { openTestDatabase, type TestDatabase } from "../../../../test/test-database.js";

/** Questions that name a meeting by its place, ask a title's business, or follow a deferral. */
let database: TestDatabase;
let askerId = "";
const now = new Date("2027-04-15T09:00:00Z");
const ids = new Map<string, string>();

async function addMeeting(
  organisationId: string,
  title: string,
  start: string,
  extra: { locationText?: string; cancelled?: boolean } = {},
) {
  const startTime = new Date(start);
  const [m] = await database.db
    .insert(meetings)
    .values({
      organisationId,
      title,
      startTime,
      endTime: new Date(startTime.getTime() + 7_200_000),
      timeZone: "Africa/Nairobi",
      locationText: extra.locationText ?? null,
      cancelledAt: extra.cancelled ? new Date(startTime.getTime() - 10 * 86_400_000) : null,
    })
    .returning();
  if (!m) throw new Error("no meeting");
  ids.set(title, m.id);
  return m.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const asker = await buildAccount(db, { firstName: "Grace", lastName: "Njoroge" });
  askerId = asker.personId;
  const board = (await buildBoard(db, askerId, "Umoja Sacco")).id;
  const rose = await buildAccount(db, { firstName: "Rose", lastName: "Gitau" });
  await addMembership(db, board, rose.personId, "Director");

  await addMeeting(board, "Board Meeting", "2025-08-20T07:00:00Z", {
    locationText: "Boardroom, Nakuru",
  });
  const site = await addMeeting(board, "Board Meeting and Site Visit", "2025-09-25T07:00:00Z", {
    locationText: "Lanet Heights site office, Lanet",
  });
  await db.insert(agendaItems).values({
    meetingId: site,
    position: 1,
    title: "Apologies",
    minutes:
      "Grace Njoroge chaired the meeting. One director was present with the secretary and the meeting was quorate.",
  });
  await db.insert(meetingAttendees).values([
    { meetingId: site, personId: askerId, status: "present", position: 1 },
    { meetingId: site, personId: rose.personId, status: "apology", position: 2 },
  ]);
  const retreat = await addMeeting(board, "Board Strategy Retreat", "2026-11-20T05:30:00Z", {
    locationText: "Lake Naivasha Sopa Resort, Naivasha",
    cancelled: true,
  });
  await db.insert(agendaItems).values([
    { meetingId: retreat, position: 1, title: "Review of the Strategic Plan" },
    { meetingId: retreat, position: 2, title: "Member growth and digital lending" },
  ]);
  const april = await addMeeting(board, "Board Meeting", "2027-04-22T06:30:00Z");
  await db.insert(agendaItems).values([
    { meetingId: april, position: 1, title: "Confirmation of the minutes of 28 January 2027" },
    {
      meetingId: april,
      position: 2,
      title: "Rescheduled strategy retreat",
      description: "Confirmation of dates and venue.",
    },
  ]);
  await addMeeting(board, "Board Meeting (February)", "2026-02-10T14:30:00Z", { cancelled: true });
  const march = await addMeeting(board, "Board Meeting (March)", "2026-03-17T14:30:00Z");
  await db.insert(agendaItems).values({
    meetingId: march,
    position: 1,
    title: "Apologies",
    minutes:
      "Seven directors were present. The Chair noted that the meeting scheduled for 10 February 2026 had been cancelled because of heavy snow.",
  });
  // A members' open evening keeps no attendance list: its minutes count heads.
  const open = await addMeeting(board, "Members' Open Evening", "2025-07-10T15:00:00Z");
  await db.insert(agendaItems).values({
    meetingId: open,
    position: 1,
    title: "Welcome",
    minutes:
      "On 12 March the Chair attended the SACCO conference. The Chair welcomed members. 63 members attended, with four directors.",
  });
  // Called off in May; the June minutes give the day as clerks write it ("Tuesday 12th May").
  await addMeeting(board, "Board Meeting (May)", "2025-05-13T14:30:00Z", { cancelled: true });
  const june = await addMeeting(board, "Board Meeting (June)", "2025-06-19T14:30:00Z");
  await db.insert(agendaItems).values({
    meetingId: june,
    position: 1,
    title: "Matters arising",
    minutes:
      "The Chair reported that the meeting called for Tuesday 13th May 2025 had been cancelled because the boardroom was flooded.",
  });
  const decided = (
    title: string,
    decidedOn: string,
    outcome: "Approved" | "Deferred",
    text: string,
  ) =>
    db.insert(decisions).values({
      organisationId: board,
      source: "minutes",
      title,
      decidedOn,
      outcome,
      text,
    });
  await decided(
    "Loan to Mercy Chepkoech",
    "2025-11-13",
    "Deferred",
    "The application by Mercy Chepkoech for a loan of KES 4,750,000 was deferred pending a valuation.",
  );
  await decided(
    "Loan to Mercy Chepkoech",
    "2026-06-18",
    "Approved",
    "Following a valuation of the security, the board approved the loan of KES 4,750,000.",
  );
});
afterAll(async () => {
  await database.destroy();
});

function ask(question: string) {
  return askEmbeddedEngine(database.db, askerId, question, {
    timeZone: "Africa/Nairobi",
    locale: "en-KE",
    now,
  });
}

describe("a meeting named by its place or its papers", () => {
  it("finds the meeting a question calls by where it was held", async () => {
    const away = await ask("Who was away for the Lanet site meeting?");
    expect(away.cited).toEqual([ids.get("Board Meeting and Site Visit")]);
    expect(away.text).toMatch(/Apologies\*\*: Rose Gitau/);
  });

  it("adds what the minutes say of the quorum, and of the chair, to who attended", async () => {
    const quorate = await ask("Was the Lanet site meeting quorate, and who attended?");
    expect(quorate.text).toContain(
      "The minutes record: “One director was present with the secretary and the meeting was quorate.”",
    );
    const chaired = await ask("Who chaired the Lanet site meeting, and who sent apologies?");
    expect(chaired.text).toContain("Grace Njoroge chaired the meeting.");
    expect(chaired.text).toMatch(/Apologies\*\*: Rose Gitau/);
  });

  it("gives a cancelled meeting's agenda when asked what it was to discuss", async () => {
    const planned = await ask("What was supposed to be discussed at the Naivasha retreat?");
    expect(planned.cited).toEqual([ids.get("Board Strategy Retreat")]);
    expect(planned.text).toContain("(cancelled)");
    expect(planned.text).toContain("Member growth and digital lending");
  });

  it("takes the last meeting held, and a subject's word as no meeting's name", async () => {
    const last = await ask("What was on the agenda of the last board meeting?");
    expect(last.cited).toEqual([ids.get("Board Meeting (March)")]);
    // "Strategic" is not the "Strategy Retreat": the question asks the records, not its agenda.
    const discussed = await ask("Has the board discussed the strategic plan?");
    expect(discussed.text).not.toContain("Its agenda was");
  });

  it("answers from an item's title when the item has no papers", async () => {
    const confirming = await ask("Which minutes are we confirming on 22 April?");
    expect(confirming.text).toContain("Confirmation of the minutes of 28 January 2027");
  });
});

describe("a meeting with no attendance list", () => {
  it("quotes the minutes that count who came", async () => {
    const came = await ask("How many people came to the members' open evening?");
    expect(came.text).toContain("“63 members attended, with four directors.”");
    expect(came.cited).toEqual([ids.get("Members' Open Evening")]);
  });
});

describe("a cancelled meeting", () => {
  it("says why from the later minutes that record it, citing them", async () => {
    const why = await ask("Why was the February 2026 meeting called off?");
    expect(why.text).toContain("because of heavy snow");
    expect(why.cited).toEqual([
      ids.get("Board Meeting (February)"),
      ids.get("Board Meeting (March)"),
    ]);
    const flooded = await ask("why was the board meeting on 13th May 2025 cancelled?");
    expect(flooded.text).toContain("because the boardroom was flooded");
    expect(flooded.cited).toEqual([
      ids.get("Board Meeting (May)"),
      ids.get("Board Meeting (June)"),
    ]);
  });
});

describe("a decision deferred and taken up again", () => {
  it("gives what followed, and reads a non-member the records name as known", async () => {
    const became = await ask("What became of Mercy Chepkoech's loan application?");
    expect(became.text).toMatch(/deferred on 13 November 2025/);
    expect(became.text).toMatch(/approved on 18 June 2026/);
  });

  it("still says nothing of a person the records never name", async () => {
    const unknown = await ask("What became of Brendan Murphy's loan application?");
    expect(unknown.text).toMatch(/^I couldn't find/);
    expect(unknown.cited).toEqual([]);
  });
});
