import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actionItems,
  actionOwners,
  agendaItems,
  decisions,
  interests,
  meetingAttendees,
  meetings,
  organisations,
} from "../../../db/schema/index.js";
import { askEmbeddedEngine } from "../../../test/ask-embedded-engine.js";
import { addMembership, buildAccount, buildBoard } from "../../../test/factories.js";
import { openTestDatabase, type TestDatabase } from "../../../test/test-database.js";

let database: TestDatabase;
let askerId = "";
let boardId = "";
let committeeId = "";
const meetingIds = new Map<string, string>();
const day = 86_400_000;
/** The month, in words on the board's clock, of the day so many days from now (as meetings are placed). */
const monthOf = (daysFromNow: number) =>
  new Intl.DateTimeFormat("en-NZ", { month: "long", timeZone: "Pacific/Auckland" }).format(
    new Date(Date.now() + daysFromNow * day),
  );

async function addMeeting(organisationId: string, title: string, daysFromNow: number) {
  const start = new Date(Date.now() + daysFromNow * day);
  const [m] = await database.db
    .insert(meetings)
    .values({
      organisationId,
      title,
      startTime: start,
      endTime: new Date(start.getTime() + 7_200_000),
      timeZone: "Pacific/Auckland",
    })
    .returning();
  if (!m) throw new Error("no meeting");
  meetingIds.set(title, m.id);
  return m.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const asker = await buildAccount(db, { firstName: "Aroha", lastName: "Ngata" });
  askerId = asker.personId;
  boardId = (await buildBoard(db, askerId, "Tōtara Bay Trust")).id;
  const [committee] = await db
    .insert(organisations)
    .values({ name: "Finance & Risk Committee", shortName: "F&R", parentId: boardId })
    .returning();
  if (!committee) throw new Error("no committee");
  committeeId = committee.id;
  await addMembership(db, committeeId, askerId, "Director");
  const hemi = await buildAccount(db, { firstName: "Hemi", lastName: "Walker" });
  await addMembership(db, boardId, hemi.personId, "Director");

  await addMeeting(boardId, "September Board Meeting", -60);
  const october = await addMeeting(boardId, "October Board Meeting", -20);
  const december = await addMeeting(boardId, "December Board Meeting", 14);
  await db.insert(agendaItems).values([
    {
      meetingId: december,
      position: 1,
      title: "Grants round",
      description:
        "Three applications: St. Mary's church, the Bay Surf Club and the library. Papers to follow.\n- late letter from the library",
    },
    {
      meetingId: december,
      position: 2,
      title: "General business",
      description: "General business",
    },
  ]);
  await addMeeting(committeeId, "Committee Review", -5);
  await addMeeting(committeeId, "Committee Planning", 40);
  await db.insert(agendaItems).values({
    meetingId: october,
    position: 1,
    title: "Action Items",
    description: "Review of the action items from last time.",
  });
  const [action] = await db
    .insert(actionItems)
    .values({ organisationId: boardId, meetingId: october, description: "Renew the hall lease" })
    .returning();
  if (!action) throw new Error("no action");
  await db.insert(actionOwners).values({ actionId: action.id, personId: hemi.personId });
});
afterAll(async () => {
  await database.destroy();
});

function ask(question: string, personId = askerId) {
  return askEmbeddedEngine(database.db, personId, question, {
    timeZone: "Pacific/Auckland",
    locale: "en-NZ",
  });
}

describe("the built-in engine reads the question first", () => {
  it("answers when the board last met with the last meeting, and the one before it", async () => {
    const last = await ask("When did we last meet?");
    expect(last.text).toMatch(/^The last meeting was/);
    // The committee met more recently, and the question names neither: all calendars.
    expect(last.cited).toEqual([meetingIds.get("Committee Review")]);
    // "The board" is the board, not its committee.
    const boardLast = await ask("When did the board last meet?");
    expect(boardLast.cited).toEqual([meetingIds.get("October Board Meeting")]);
    const board = await ask("When did the Tōtara Bay Trust last meet?");
    expect(board.cited).toEqual([meetingIds.get("October Board Meeting")]);
    const before = await ask("And the Totara Bay Trust meeting before that?");
    expect(before.cited).toEqual([meetingIds.get("September Board Meeting")]);
  });

  it("scopes a question to the committee it names", async () => {
    const next = await ask("When does the finance committee meet next?");
    expect(next.cited).toEqual([meetingIds.get("Committee Planning")]);
    const all = await ask("When is the next meeting?");
    expect(all.cited).toEqual([meetingIds.get("December Board Meeting")]);
    // Each item with what its description says first, unless that is only its title again.
    expect(all.text).toContain(
      "- 1 Grants round: Three applications: St. Mary's church, the Bay Surf Club and the library.",
    );
    expect(all.text).not.toContain("late letter");
    expect(all.text).toMatch(/- 2 General business$/m);
  });

  it("counts meetings in a period", async () => {
    const year = new Date(Date.now() - 20 * day).getUTCFullYear();
    const { text } = await ask(`How many meetings were there in ${year}?`);
    expect(text).toMatch(/^(One meeting was|\d+ meetings were) held between 1 January/);
  });

  it("lists owners of open actions from the actions, not agenda items called Action Items", async () => {
    const { text } = await ask("Who owns open actions?");
    expect(text).toContain("There is 1 open action:");
    expect(text).toContain("Renew the hall lease — Hemi Walker");
    expect(text).not.toContain("Review of the action items");
  });

  it("lists the meetings called off, and never gives the next agenda for a subject not found", async () => {
    const called = await addMeeting(boardId, "March Board Meeting", -300);
    await database.db
      .update(meetings)
      .set({ cancelledAt: new Date() })
      .where(eq(meetings.id, called));
    const { text, cited } = await ask("Which board meeting got cancelled?");
    expect(text).toMatch(/^One meeting was cancelled:/);
    expect(cited).toEqual([called]);
    const merger = await ask("Has the board ever discussed merging with Sport Waikato?");
    expect(merger.text).toMatch(/^I couldn't find/);
    expect(merger.cited).toEqual([]);
  });

  it("says it could not find what the records do not hold, citing nothing", async () => {
    const pool = await ask("What did the board decide about the swimming pool heating?");
    expect(pool.text).toMatch(/^I couldn't find/);
    expect(pool.cited).toEqual([]);
    const other = await ask("When did the Kererū Sports Club last meet?");
    // A board the asker cannot read is not named: the question reads as about every calendar
    // they can see, and reveals nothing of the other club.
    expect(other.text).not.toMatch(/Kererū/);
  });
});

describe("the built-in engine answers only what the records say", () => {
  it("says why a meeting was cancelled, where its papers say so", async () => {
    const when = new Date(Date.now() - 40 * day);
    const [cancelled] = await database.db
      .insert(meetings)
      .values({
        organisationId: boardId,
        title: "Special Board Meeting",
        startTime: when,
        endTime: new Date(when.getTime() + 7_200_000),
        timeZone: "Pacific/Auckland",
        cancelledAt: new Date(when.getTime() - 5 * day),
      })
      .returning();
    if (!cancelled) throw new Error("no meeting");
    await database.db.insert(agendaItems).values({
      meetingId: cancelled.id,
      position: 1,
      title: "Apologies",
      description: "Meeting cancelled a week out: the hall flooded. Its business moves on.",
    });
    const onDay = new Intl.DateTimeFormat("en-NZ", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Pacific/Auckland",
    }).format(when);
    const { text } = await ask(`Was the meeting on ${onDay} cancelled? Why?`);
    expect(text).toContain("(cancelled)");
    expect(text).toContain("the hall flooded");
  });

  it("reads a financial year as a label, and amounts in the currency the records use", async () => {
    await database.db.insert(decisions).values([
      {
        organisationId: boardId,
        source: "minutes",
        title: "Operating budget 2024/25",
        text: "The board adopted the operating budget for 2024/25 of £1,100,000.",
        decidedOn: "2024-06-20",
        outcome: "Approved",
      },
      {
        organisationId: boardId,
        source: "minutes",
        title: "Operating budget 2025/26",
        text: "The board adopted the operating budget for 2025/26 of £1,240,000.",
        decidedOn: "2025-06-19",
        outcome: "Approved",
      },
      {
        organisationId: boardId,
        source: "minutes",
        title: "Appointment of auditors",
        text: "The board appointed Smith & Co as the trust's auditors.",
        decidedOn: "2025-06-19",
        outcome: "Approved",
      },
    ]);
    const budget = await ask("What operating budget did we adopt for 2025/26?");
    expect(budget.text).toContain("£1,240,000");
    expect(budget.text).not.toContain("1,100,000");
    // No record names solicitors: the auditors' appointment shares its other words only.
    const solicitors = await ask("Who did we appoint as the trust's solicitors?");
    expect(solicitors.text).toMatch(/^I couldn't find/);
    expect(solicitors.cited).toEqual([]);
  });

  it("names who voted against from the minutes, where only the tally is stored", async () => {
    const october = meetingIds.get("October Board Meeting") ?? "";
    await database.db.insert(agendaItems).values({
      meetingId: october,
      position: 2,
      title: "Hall lease renewal",
      minutes: "The board discussed the hall lease renewal. Hemi Walker voted against.",
    });
    await database.db.insert(decisions).values({
      organisationId: boardId,
      meetingId: october,
      source: "minutes",
      title: "Hall lease renewal",
      text: "The board approved renewing the hall lease for five years, carried 4 votes to 1.",
      decidedOn: "2026-10-01",
      outcome: "Approved",
      tally: { support: 4, oppose: 1, abstain: 0, notVoted: 0 },
    });
    const { text, cited } = await ask("Who voted against the hall lease renewal?");
    expect(text).toContain("4 for, 1 against");
    expect(text).toContain("Hemi Walker voted against.");
    expect(cited).toContain(october);
  });
  it("reads a year before a thing as which one, and a three-letter thing no record names as absent", async () => {
    await database.db.insert(decisions).values([
      {
        organisationId: boardId,
        source: "minutes",
        title: "2026 operating budget",
        text: "The board approved the 2026 operating budget of $410,000. Hemi Walker voted against.",
        decidedOn: "2025-12-10",
        outcome: "Approved",
        tally: { support: 5, oppose: 1, abstain: 0, notVoted: 0 },
      },
      {
        organisationId: boardId,
        source: "minutes",
        title: "Hall cleaning contract",
        text: "The board approved the hall cleaning services contract with Bright Co.",
        decidedOn: "2026-02-10",
        outcome: "Approved",
      },
    ]);
    // Approved in December 2025: "the 2026 budget" names the budget, not the year it was decided.
    const budget = await ask("Who voted against the 2026 budget?");
    expect(budget.text).toContain("Hemi Walker voted against");
    expect(budget.text).toContain("$410,000");
    // "Gas" is said nowhere: the cleaning services contract shares only the other words.
    const gas = await ask("Did we ever approve a gas servicing contract?");
    expect(gas.text).toMatch(/^I couldn't find/);
    expect(gas.cited).toEqual([]);
    // An everyday short word ("job") is not looked up: the hall cleaning job is the contract.
    const job = await ask("Who got the hall cleaning job?");
    expect(job.text).not.toMatch(/^I couldn't find/);
  });
  it("reads how something ended in the latest record, and words full-text search drops", async () => {
    const september = meetingIds.get("September Board Meeting") ?? "";
    const october = meetingIds.get("October Board Meeting") ?? "";
    await database.db.insert(agendaItems).values([
      {
        meetingId: september,
        position: 3,
        title: "Pavilion rebuild",
        minutes:
          "The board considered rebuilding the pavilion at an estimated cost of $400,000. Spending above $50,000 goes to the board.",
      },
      {
        meetingId: october,
        position: 3,
        title: "Pavilion rebuild",
        minutes: "The pavilion rebuild was completed at a final cost of $452,000.",
      },
    ]);
    // The estimate repeats the question's words; the later minutes say how it ended.
    const cost = await ask("How much did the pavilion rebuild cost in the end?");
    expect(cost.text).toContain("$452,000");
    expect(cost.text).not.toContain("$400,000");
    expect(cost.cited).toEqual([october]);
    // A change order that brings the contract to a total says how it ended, without "cost".
    await database.db.insert(agendaItems).values({
      meetingId: october,
      position: 4,
      title: "Boatshed roof change order",
      minutes:
        "Change order no. 2 adds new decking for $12,800, bringing the total contract to $655,300.",
    });
    await database.db.insert(agendaItems).values({
      meetingId: september,
      position: 5,
      title: "Boatshed roof",
      minutes: "The boatshed roof is estimated to cost $600,000 to replace.",
    });
    const roof = await ask("What did the boatshed roof end up costing in total?");
    expect(roof.text).toContain("$655,300");
    expect(roof.cited).toEqual([october]);
    // "Above" is no word a search indexes, so no sign the records never say it.
    const above = await ask("Above what amount does spending go to the board?");
    expect(above.text).toContain("$50,000");
    expect(above.cited).toContain(september);
  });

  it("keeps a short form the records define and use themselves, and lists what followed", async () => {
    const september = meetingIds.get("September Board Meeting") ?? "";
    await database.db.insert(agendaItems).values({
      meetingId: september,
      position: 4,
      title: "Staff pay",
      minutes: "A dearness allowance (DA) increase of 4% was discussed and deferred.",
    });
    await database.db.insert(decisions).values([
      {
        organisationId: boardId,
        meetingId: september,
        source: "minutes",
        title: "Salary revision: 4% DA",
        text: "Decision on a 4% DA increase deferred to the next meeting.",
        decidedOn: "2026-01-17",
        outcome: "Deferred",
      },
      {
        organisationId: boardId,
        source: "minutes",
        title: "Salary revision: 4% DA approved",
        text: "The 4% DA increase was approved from 1 April 2026.",
        decidedOn: "2026-04-18",
        outcome: "Approved",
      },
      {
        organisationId: boardId,
        source: "minutes",
        title: "Delegation of Authority review",
        text: "The board reviewed its delegation of authority and increase limits.",
        decidedOn: "2026-01-17",
        outcome: "Approved",
      },
    ]);
    // "DA" is no delegation of authority here: "4% DA approved" and the bracketed definition say so.
    const { text } = await ask(
      "What did we decide on the DA increase in January 2026, and what happened after that?",
    );
    expect(text).toContain("deferred");
    expect(text).toContain("18 April 2026");
    expect(text).not.toContain("Delegation of Authority review");
  });

  it("names who shares the asker's action with them", async () => {
    const [hemi] = await database.db
      .select({ personId: actionOwners.personId })
      .from(actionOwners)
      .limit(1);
    const [shared] = await database.db
      .insert(actionItems)
      .values({ organisationId: boardId, description: "Plan the opening of the new boatshed" })
      .returning();
    if (!shared || !hemi) throw new Error("no action");
    await database.db.insert(actionOwners).values([
      { actionId: shared.id, personId: askerId },
      { actionId: shared.id, personId: hemi.personId },
    ]);
    const { text } = await ask("Who is working with me on the boatshed opening, and by when?");
    expect(text).toContain("Plan the opening of the new boatshed — with Hemi Walker");
    expect(text).not.toContain("Aroha Ngata");
  });

  it("finds a person's interest through the records that name it beside the subject", async () => {
    const [hemi] = await database.db
      .select({ personId: actionOwners.personId })
      .from(actionOwners)
      .limit(1);
    if (!hemi) throw new Error("no Hemi");
    const october = meetingIds.get("October Board Meeting") ?? "";
    await database.db.insert(interests).values([
      {
        organisationId: boardId,
        personId: hemi.personId,
        entity: "Kowhai Coachlines",
        nature: "Brother is the owner",
        disclosedOn: "2026-02-01",
      },
      {
        organisationId: boardId,
        personId: hemi.personId,
        entity: "Harbour Rowing Club",
        nature: "Treasurer",
        disclosedOn: "2024-02-01",
        endsOn: "2025-06-30",
      },
    ]);
    await database.db.insert(agendaItems).values({
      meetingId: october,
      position: 5,
      title: "School trips",
      minutes: "The bus contract with Kowhai Coachlines was renewed for a year.",
    });
    // The register never says "bus": the minutes name the coach company beside it.
    const bus = await ask("Does Hemi Walker have any connection with the bus operator?");
    expect(bus.text).toContain("Kowhai Coachlines");
    expect(bus.text).not.toContain("Harbour Rowing Club");
    // Not asked about a connection: what the minutes say, not the register.
    const trips = await ask("What did Hemi Walker say about the school trips?");
    expect(trips.text).not.toContain("declared interest");
    const ended = await ask("Whose declared interests have come to an end?");
    expect(ended.text).toContain("Harbour Rowing Club");
    expect(ended.text).not.toContain("Kowhai Coachlines");
  });

  it("lists past and present interests when asked, and a body someone declared by its name", async () => {
    // The interests of the test before: Kowhai Coachlines (current), Harbour Rowing Club (ended).
    const both = await ask("What interests has Hemi declared, past and present?");
    expect(both.text).toContain("Kowhai Coachlines");
    expect(both.text).toContain("Harbour Rowing Club");
    const register = await ask("What's recorded in the board's interests register?");
    expect(register.text).toContain("Kowhai Coachlines");
    expect(register.text).toMatch(/Harbour Rowing Club[^\n]*no longer current/);
    // A body named in capitals that the asker reads no board of, asked of the person who
    // declared it: the register's entry, not "no such organisation".
    const still = await ask("Is Hemi still on the Harbour Rowing Club committee?");
    expect(still.text).toMatch(/^No: it has ended/);
    // "A rowing group": the kind of body is not its name.
    const group = await ask("Has anyone declared an interest in a rowing group?");
    expect(group.text).toContain("Harbour Rowing Club");
    // Asked of that body's own meetings, it is a board the asker does not read.
    // An entity named like a month is still that entity, not a period.
    const marsden = await ask("Has anyone declared an interest in Marsden Holdings?");
    expect(marsden.text).toMatch(/^I couldn't find/);
    expect(marsden.text).not.toContain("Kowhai");
    // Asked what someone did there, the register does not say: not the asker's own meetings.
    const report = await ask("What did Hemi report at the Harbour Rowing Club last month?");
    expect(report.text).toMatch(/^I couldn't find/);
    const meets = await ask("When does the Harbour Rowing Club board meet next?");
    expect(meets.text).toMatch(/^I couldn't find/);
    expect(meets.cited).toEqual([]);
  });

  it("answers what is paid 'this year' from the arrangement that stands, though set last year", async () => {
    // The last day of last year, on the board's clock: before "this year" began, within a year.
    const lastDay = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 11, 30, 12));
    const days = (lastDay.getTime() - Date.now()) / day;
    const december = await addMeeting(boardId, "December Finance Meeting", days);
    await database.db.insert(agendaItems).values({
      meetingId: december,
      position: 1,
      title: "Internal auditors",
      minutes: "Kauri Partners were reappointed as internal auditors at $8,500 per quarter.",
    });
    const { text, cited } = await ask("What are we paying the internal auditors this year?");
    expect(text).toContain("$8,500 per quarter");
    expect(cited).toContain(december);
    // A rate is stated, never summed: two years' fees are not one fee.
    await database.db.insert(decisions).values([
      {
        organisationId: boardId,
        source: "minutes",
        title: "External audit fee 2025",
        text: "The external audit fee for 2025 was set at $8,000.",
        decidedOn: "2025-03-01",
        outcome: "Approved",
      },
      {
        organisationId: boardId,
        source: "minutes",
        title: "External audit fee 2026",
        text: "The external audit fee for 2026 was set at $8,600.",
        decidedOn: "2026-03-01",
        outcome: "Approved",
      },
    ]);
    const fee = await ask("What is the annual fee for the external audit?");
    expect(fee.text).not.toContain("$16,600");
    expect(fee.text).toContain("$8,600");
  });

  it("does not answer which firm, or how many of something, from records that do not say", async () => {
    await database.db.insert(actionItems).values({
      organisationId: boardId,
      description: "Appoint a project management consultant for the pavilion",
    });
    await database.db.insert(decisions).values({
      organisationId: boardId,
      source: "minutes",
      title: "Term deposit",
      text: "A term deposit of $75,000 with Coastal Bank was approved under the investment policy.",
      decidedOn: "2026-03-01",
      outcome: "Approved",
    });
    // A task to appoint one names no firm appointed.
    const firm = await ask(
      "Which firm was appointed project management consultant for the pavilion?",
    );
    expect(firm.text).toMatch(/^I couldn't find/);
    expect(firm.cited).toEqual([]);
    // The deposit shares the question's other words, not the signatures it asks about.
    const signatures = await ask(
      "Under the investment policy, how many signatures do we need for a term deposit?",
    );
    expect(signatures.text).toMatch(/^I couldn't find/);
    expect(signatures.cited).toEqual([]);
  });

  it("says who chaired a meeting from its minutes", async () => {
    const september = meetingIds.get("September Board Meeting") ?? "";
    await database.db.insert(agendaItems).values({
      meetingId: september,
      position: 6,
      title: "Welcome",
      minutes: "Apologies were received from the Chair. Hemi Walker was elected to take the chair.",
    });
    const { text, cited } = await ask(
      // The "September" meeting is sixty days ago, whatever month that falls in.
      `The chair was away in ${monthOf(-60)}: who chaired the board meeting?`,
    );
    expect(text).toContain("Hemi Walker was elected to take the chair.");
    expect(cited).toContain(september);
  });

  it("finds the first meeting that took something up", async () => {
    const september = meetingIds.get("September Board Meeting") ?? "";
    const october = meetingIds.get("October Board Meeting") ?? "";
    await database.db.insert(agendaItems).values([
      {
        meetingId: october,
        position: 7,
        title: "Kayak shed",
        minutes: "The kayak shed contract was signed.",
      },
      {
        meetingId: september,
        position: 7,
        title: "Kayak shed proposal",
        minutes: "A kayak shed was proposed at an estimated $90,000.",
      },
    ]);
    const { text, cited } = await ask("Which board meeting first took up the kayak shed?");
    expect(text).toContain("A kayak shed was proposed at an estimated $90,000.");
    expect(text).not.toContain("contract was signed");
    expect(cited).toEqual([september]);
  });

  it("answers a guest from their own actions only, never another person's", async () => {
    const guest = await buildAccount(database.db, { firstName: "Charlene", lastName: "Adams" });
    await addMembership(database.db, boardId, guest.personId, "Executive");
    const [own] = await database.db
      .insert(actionItems)
      .values({
        organisationId: boardId,
        description: "Develop the legacy giving campaign",
        status: "InProgress",
      })
      .returning();
    if (!own) throw new Error("no action");
    await database.db.insert(actionOwners).values({ actionId: own.id, personId: guest.personId });
    const campaign = await ask("Is the legacy giving campaign action done yet?", guest.personId);
    expect(campaign.text).toMatch(/^Not yet/);
    expect(campaign.text).toContain("Develop the legacy giving campaign");
    const all = await ask("Which actions are still open?", guest.personId);
    expect(all.text).toContain("Develop the legacy giving campaign");
    expect(all.text).not.toContain("Renew the hall lease");
    const hemi = await ask("What are Hemi Walker's open actions?", guest.personId);
    expect(hemi.text).toMatch(/^I couldn't find/);
    expect(hemi.text).not.toContain("hall lease");
    // A name the guest cannot know, typed in lower case: not their own actions either.
    const typed = await ask("what actions does hemi have", guest.personId);
    expect(typed.text).toMatch(/^I couldn't find/);
    // The last meeting they were present at, by its date and place only, never cited.
    const september = meetingIds.get("September Board Meeting") ?? "";
    await database.db
      .insert(meetingAttendees)
      .values({ meetingId: september, personId: guest.personId, status: "present", position: 1 });
    const attended = await ask("When was the last board meeting I attended?", guest.personId);
    expect(attended.text).toContain("The last meeting was **September Board Meeting**");
    expect(attended.cited).toEqual([]);
    // What was said at a meeting is in its minutes, which a guest does not read: not its date.
    const said = await ask(
      "What did the board decide about the hall lease at the October meeting?",
      guest.personId,
    );
    expect(said.text).toMatch(/^I couldn't find/);
    const when = await ask(`What time is the ${monthOf(14)} board meeting?`, guest.personId);
    expect(when.text).toContain("December Board Meeting");
    const next = await ask("What's the next board meeting?", guest.personId);
    expect(next.text).toContain("December Board Meeting");
    expect(next.cited).toEqual([]);
  });
});
