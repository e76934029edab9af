import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agendaItems, decisions, meetings, organisations } from "../../../../db/schema/index.js";
import { askEmbeddedEngine } from "../../../../test/ask-embedded-engine.js";
import { addMembership, buildAccount, buildBoard } from "../../../../test/factories.js";
import { openTestDatabase, type TestDatabase } from "../../../../test/test-database.js";
import { nothingFound } from "./nothing-found.js";
import { otherBodyAsked } from "./reported-decision.js";

let database: TestDatabase;
let governorId = "";
let boardMeetingId = "";
let committeeMeetingId = "";
let subsidiaryDirectorId = "";
let subsidiaryMeetingId = "";

async function heldMeeting(organisationId: string, title: string, start = "2026-10-13T17:00:00Z") {
  const [m] = await database.db
    .insert(meetings)
    .values({
      organisationId,
      title,
      startTime: new Date(start),
      endTime: new Date(new Date(start).getTime() + 7_200_000),
      timeZone: "Europe/London",
    })
    .returning();
  if (!m) throw new Error("no meeting");
  return m.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const clerk = await buildAccount(db, { firstName: "Nia", lastName: "Parry" });
  const governor = await buildAccount(db, { firstName: "Tomos", lastName: "Pritchard" });
  governorId = governor.personId;
  const board = await buildBoard(db, clerk.personId, "Coleg Glan Dŵr Corporation");
  await addMembership(db, board.id, governorId, "Director");
  // The governor sits on the board, not on its audit committee.
  const [committee] = await db
    .insert(organisations)
    .values({ name: "Audit Committee", shortName: "Audit", parentId: board.id })
    .returning();
  if (!committee) throw new Error("no committee");
  await addMembership(db, committee.id, clerk.personId, "PersonalAssistant");
  boardMeetingId = await heldMeeting(board.id, "Corporation meeting");
  committeeMeetingId = await heldMeeting(committee.id, "Audit Committee meeting");
  // A trading company of the college, whose director reads nothing of the Corporation.
  const subsidiaryDirector = await buildAccount(db, { firstName: "Rhian", lastName: "Mostyn" });
  subsidiaryDirectorId = subsidiaryDirector.personId;
  const subsidiary = await buildBoard(db, subsidiaryDirectorId, "Glan Dŵr Enterprises Ltd");
  const request = await heldMeeting(subsidiary.id, "Enterprises board", "2025-09-17T09:00:00Z");
  subsidiaryMeetingId = await heldMeeting(
    subsidiary.id,
    "Enterprises board",
    "2026-01-21T10:00:00Z",
  );
  await db.insert(agendaItems).values({
    meetingId: subsidiaryMeetingId,
    position: 1,
    title: "Loan from the College",
    minutes:
      "The Company Secretary reported that the Corporation approved the £400k loan on 9 December 2025. Noted.",
  });
  await db.insert(decisions).values([
    {
      organisationId: subsidiary.id,
      meetingId: request,
      source: "minutes",
      title: "Request for a loan from the College",
      text: "Agreed to ask the College for a loan of £400,000, referred to the Corporation.",
      decidedOn: "2025-09-17",
      outcome: "Approved",
    },
    {
      organisationId: board.id,
      meetingId: boardMeetingId,
      source: "minutes",
      title: "Pay award 2026/27",
      text: "Approved a 2.8% pay award for all staff from 1 August 2026, costing £870,000.",
      decidedOn: "2026-10-13",
      outcome: "Approved",
    },
    {
      organisationId: committee.id,
      meetingId: committeeMeetingId,
      source: "minutes",
      title: "External audit fee 2026/27",
      text: "Approved an external audit fee of £41,500 for 2026/27.",
      decidedOn: "2026-10-13",
      outcome: "Approved",
    },
  ]);
});
afterAll(async () => {
  await database.destroy();
});

const ask = (question: string, personId = governorId) =>
  askEmbeddedEngine(database.db, personId, question, {
    timeZone: "Europe/London",
    locale: "en-GB",
    now: new Date("2027-01-10T12:00:00Z"),
  });

describe("a question asked in two parts", () => {
  it("answers the half the asker can read, and says the other was not found", async () => {
    const answer = await ask(
      "What did the board decide on the pay award, and what external audit fee did the audit committee approve?",
    );
    expect(answer.text).toContain("£870,000");
    expect(answer.text).toContain(
      "I couldn't find anything about “what external audit fee did the audit committee approve?”",
    );
    // Nothing of the committee the governor does not sit on.
    expect(answer.text).not.toContain("41,500");
    expect(answer.cited).toEqual([boardMeetingId]);
  });

  it("says only that it found nothing when neither half is in the records", async () => {
    const answer = await ask(
      "What did the board decide about the helipad, and when will the observatory open?",
    );
    expect(answer.text).toBe(nothingFound);
    expect(answer.cited).toEqual([]);
  });
});

describe("a decision of a body the asker does not read", () => {
  it("is answered from the asker's own minutes that report it", async () => {
    const answer = await ask("Did the Corporation approve the loan to us?", subsidiaryDirectorId);
    expect(answer.text).toContain("the Corporation approved the £400k loan on 9 December 2025");
    expect(answer.cited).toEqual([subsidiaryMeetingId]);
  });

  it("is a body named as one, not the asker's own board or a thing decided", () => {
    const readable = [{ id: "e", name: "Glan Dŵr Enterprises Ltd" }];
    expect(otherBodyAsked("Did the Corporation approve the loan to us?", readable)).toBe(
      "corporation",
    );
    expect(otherBodyAsked("has the county council approved our grant?", readable)).toBe(
      "county council",
    );
    expect(otherBodyAsked("Did the board approve the loan?", readable)).toBeNull();
    expect(otherBodyAsked("Did the Enterprises board approve it?", readable)).toBeNull();
    expect(otherBodyAsked("Was the loan approved?", readable)).toBeNull();
    expect(otherBodyAsked("did the budget get approved", readable)).toBeNull();
    // The asker's own meetings and members, however they are called.
    expect(otherBodyAsked("Did the AGM approve the accounts?", readable)).toBeNull();
    expect(otherBodyAsked("Did the Owners approve the special assessment?", readable)).toBeNull();
    expect(otherBodyAsked("did the HOA approve the fence?", readable)).toBeNull();
  });
});
