import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interests } from "../../../../db/schema/index.js";
import { askEmbeddedEngine } from "../../../../test/ask-embedded-engine.js";
import { addMembership, buildAccount, buildBoard } from "../../../../test/factories.js";
import { openTestDatabase, type TestDatabase } from "../../../../test/test-database.js";

/** An interest in a body that is also an organisation the asker reads. */
let database: TestDatabase;
let askerId = "";

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  askerId = (await buildAccount(db, { firstName: "Mark", lastName: "Whitfield" })).personId;
  const college = (await buildBoard(db, askerId, "Coleg Afon Ddu Corporation")).id;
  await buildBoard(db, askerId, "Afon Ddu Enterprises Ltd");
  const gareth = (await buildAccount(db, { firstName: "Gareth", lastName: "Lloyd" })).personId;
  const tomos = (await buildAccount(db, { firstName: "Tomos", lastName: "Pritchard" })).personId;
  await addMembership(db, college, gareth, "Director");
  await addMembership(db, college, tomos, "Director");
  await db.insert(interests).values([
    {
      organisationId: college,
      personId: gareth,
      entity: "Afon Ddu Enterprises Ltd",
      nature: "Director and Chair (College nominee)",
      disclosedOn: "2025-01-06",
    },
    {
      organisationId: college,
      personId: tomos,
      entity: "University and College Union, Coleg Afon Ddu branch",
      nature: "Branch secretary",
      disclosedOn: "2025-10-14",
    },
    {
      organisationId: college,
      personId: gareth,
      entity: "12 Quay Street, Caernarfon",
      nature: "His home (land) — disclosable pecuniary interest",
      disclosedOn: "2025-03-03",
    },
    {
      organisationId: college,
      personId: askerId,
      entity: "Caernarfon Carnival Committee",
      nature: "Committee member — other registrable interest",
      disclosedOn: "2024-07-15",
      endsOn: "2026-03-31",
    },
  ]);
});
afterAll(async () => {
  await database.destroy();
});

async function ask(question: string) {
  return (
    await askEmbeddedEngine(database.db, askerId, question, {
      timeZone: "Europe/London",
      locale: "en-GB",
    })
  ).text;
}

describe("an interest in a body the asker also reads as an organisation", () => {
  it("lists who declared it, by all its name's words, wherever the register is said to be", async () => {
    const text = await ask(
      "Who has declared an interest in Afon Ddu Enterprises on the Corporation register?",
    );
    expect(text).toContain("Gareth Lloyd");
    // Two of its three words are in the union branch's name: not the same body.
    expect(text).not.toContain("Tomos Pritchard");
  });
});

describe("an English council's register", () => {
  it("reads DPIs as disclosable pecuniary interests, and no other kind", async () => {
    const text = await ask("which DPIs have been declared?");
    expect(text).toContain("12 Quay Street, Caernarfon");
    expect(text).not.toContain("Branch secretary");
  });

  it("answers whether the asker's own interest in a body it does not read is still registered", async () => {
    const text = await ask("Is my carnival committee interest still on the register?");
    expect(text).toContain("Caernarfon Carnival Committee");
    expect(text).toContain("ended 31 March 2026");
  });
});
