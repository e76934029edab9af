import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionItems, actionOwners } from "../../../../db/schema/index.js";
import { askEmbeddedEngine } from "../../../../test/ask-embedded-engine.js";
import { addMembership, buildAccount, buildBoard } from "../../../../test/factories.js";
import { openTestDatabase, type TestDatabase } from "../../../../test/test-database.js";

/** Actions asked of the asker and another member together. */
let database: TestDatabase;
let askerId = "";

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  askerId = (await buildAccount(db, { firstName: "Rhian", lastName: "Mostyn" })).personId;
  const board = (await buildBoard(db, askerId, "Afon Ddu Enterprises")).id;
  const sioned = (await buildAccount(db, { firstName: "Sioned", lastName: "Bevan" })).personId;
  const kevin = (await buildAccount(db, { firstName: "Kevin", lastName: "Ashworth" })).personId;
  await addMembership(db, board, sioned, "Director");
  await addMembership(db, board, kevin, "Director");
  const own = async (description: string, personId: string) => {
    const [a] = await db
      .insert(actionItems)
      .values({ organisationId: board, description, status: "InProgress" })
      .returning();
    if (!a) throw new Error("no action");
    await db.insert(actionOwners).values({ actionId: a.id, personId });
  };
  await own("Renew the adventure activities licence", askerId);
  await own("Benchmark competitor residential prices", sioned);
  await own("Review the insurance schedule", kevin);
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

describe("actions of the asker and another, asked together", () => {
  it("lists the asker's, then the other member's, and no one else's", async () => {
    const text = await ask("What actions do Sioned and I still have open?");
    expect(text).toMatch(/^You have 1 open action/);
    expect(text).toContain("Renew the adventure activities licence");
    expect(text).toContain("Sioned Bevan has 1 open action");
    expect(text).toContain("Benchmark competitor residential prices");
    expect(text).not.toContain("insurance schedule");
  });
});
