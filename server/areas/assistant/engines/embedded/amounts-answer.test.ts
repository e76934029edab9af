import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agendaItems, decisions, meetings } from "../../../../db/schema/index.js";
import { askEmbeddedEngine } from "../../../../test/ask-embedded-engine.js";
import { buildAccount, buildBoard } from "../../../../test/factories.js";
import { openTestDatabase, type TestDatabase } from "../../../../test/test-database.js";
import { asksWithOrders } from "./amount-with-orders.js";

let database: TestDatabase;
let treasurerId = "";
const meetingIds: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const treasurer = await buildAccount(db, { firstName: "Dolores", lastName: "Quintero" });
  treasurerId = treasurer.personId;
  const board = await buildBoard(db, treasurerId, "Pelican Point Condominium Association");
  for (const start of ["2026-05-12T22:00:00Z", "2026-09-08T22:00:00Z", "2027-01-12T23:00:00Z"]) {
    const [m] = await db
      .insert(meetings)
      .values({
        organisationId: board.id,
        title: "Board of Directors",
        startTime: new Date(start),
        endTime: new Date(new Date(start).getTime() + 7_200_000),
        timeZone: "America/New_York",
      })
      .returning();
    if (!m) throw new Error("no meeting");
    meetingIds.push(m.id);
  }
  const [may, september, january] = meetingIds;
  const decided = (
    meetingId: string | undefined,
    decidedOn: string,
    title: string,
    text: string,
  ) => ({
    organisationId: board.id,
    meetingId: meetingId ?? null,
    source: "minutes" as const,
    title,
    text,
    decidedOn,
    outcome: "Approved" as const,
  });
  // Audit fees are only minuted, never decided, and the year is said as the year it ends.
  await db.insert(agendaItems).values([
    {
      meetingId: may ?? "",
      position: 1,
      title: "External audit plan for the year ending 30 June 2025",
      minutes:
        "Harbour Audit presented the plan. The audit fee is $28,000, up from $26,500 last year. Noted.",
    },
    {
      meetingId: january ?? "",
      position: 1,
      title: "External audit plan",
      minutes: "The audit fee for 2025/26 is $31,500. Noted.",
    },
  ]);
  await db.insert(decisions).values([
    decided(
      may,
      "2026-05-12",
      "Garage waterproofing contract",
      "Awarded the garage waterproofing contract to Tidewater Sealants for $212,000.",
    ),
    decided(
      may,
      "2026-05-12",
      "Pool deck resurfacing contract",
      "Awarded the pool deck resurfacing contract to Coastal Deck Co. for $96,500.",
    ),
    decided(
      september,
      "2026-09-08",
      "Garage waterproofing change order no. 1",
      "Approved Tidewater Sealants change order no. 1 for $18,400 for added drains in the garage waterproofing.",
    ),
    decided(
      january,
      "2027-01-12",
      "Garage waterproofing change order no. 2",
      "Approved change order no. 2 to the garage waterproofing contract for $6,100 for expansion joints.",
    ),
    decided(
      january,
      "2027-01-12",
      "Pool deck lighting",
      "Approved new pool deck lighting for $14,250.",
    ),
    // A later payment under the contract is not the contract; a credit takes away.
    decided(
      january,
      "2027-01-12",
      "Garage waterproofing progress claim 3",
      "Approved payment of $48,000 to Tidewater Sealants under the garage waterproofing contract.",
    ),
    decided(
      january,
      "2027-01-12",
      "Garage waterproofing change order no. 3",
      "Approved a credit of $2,000 to the garage waterproofing contract for the omitted topcoat.",
    ),
  ]);
});
afterAll(async () => {
  await database.destroy();
});

const ask = (question: string) =>
  askEmbeddedEngine(database.db, treasurerId, question, {
    timeZone: "America/New_York",
    locale: "en-US",
    now: new Date("2027-02-01T15:00:00Z"),
  });

describe("a contract asked with its change orders", () => {
  it("adds every order since the award to the contract, each cited", async () => {
    const answer = await ask(
      "whats the garage waterproofing contract up to now with the change orders",
    );
    expect(answer.text).toContain("With its 3 change orders, it comes to $234,500");
    expect(answer.text).toContain("$212,000");
    expect(answer.text).toContain("$18,400");
    expect(answer.text).toContain("$6,100");
    expect(answer.text).not.toContain("96,500");
    expect(new Set(answer.cited)).toEqual(new Set(meetingIds));
  });

  it("reads the orders as the question calls them", () => {
    expect(
      asksWithOrders("How much have we committed to Rift Builders, including the variation order?"),
    ).toBe("variation");
    expect(asksWithOrders("what's the roof contract plus change orders")).toBe("change");
    expect(asksWithOrders("what was the change order for?")).toBeNull();
    // Who approved them, or which there were, is no sum.
    expect(asksWithOrders("Who approved the balcony contract and the change order?")).toBeNull();
    expect(asksWithOrders("Which contracts came with change orders?")).toBeNull();
  });
});

describe("the combined value of things", () => {
  it("adds the decisions that name them", async () => {
    const answer = await ask("what's the combined value of the two pool deck decisions?");
    expect(answer.text).toContain("$110,750");
  });
});

describe("one figure in two years, as minuted", () => {
  it("compares the figures the minutes state when no decision does", async () => {
    const answer = await ask(
      "By how much did the audit fee rise from the 2024/25 audit to the 2025/26 audit?",
    );
    expect(answer.text).toContain(
      "The audit fee went up by $3,500, from $28,000 in 2024/25 to $31,500 in 2025/26.",
    );
    expect(new Set(answer.cited)).toEqual(new Set([meetingIds[0], meetingIds[2]]));
  });
});
