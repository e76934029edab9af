import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decisions, meetings, organisations } from "../../../../db/schema/index.js";
import { askEmbeddedEngine } from "../../../../test/ask-embedded-engine.js";
import { addMembership, buildAccount, buildBoard } from "../../../../test/factories.js";
import { openTestDatabase, type TestDatabase } from "../../../../test/test-database.js";
import { nothingFound } from "./nothing-found.js";

let database: TestDatabase;
let governorId = "";
let boardMeetingId = "";
let committeeMeetingId = "";

async function heldMeeting(organisationId: string, title: string) {
  const [m] = await database.db
    .insert(meetings)
    .values({
      organisationId,
      title,
      startTime: new Date("2026-10-13T17:00:00Z"),
      endTime: new Date("2026-10-13T19:00:00Z"),
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
  await db.insert(decisions).values([
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

const ask = (question: string) =>
  askEmbeddedEngine(database.db, governorId, question, {
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
