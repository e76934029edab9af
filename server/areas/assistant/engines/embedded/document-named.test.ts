import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  documentFolders,
  documentPassages,
  documents,
  documentVersions,
} from "../../../../db/schema/index.js";
import { askEmbeddedEngine } from "../../../../test/ask-embedded-engine.js";
import { addMembership, buildAccount, buildBoard } from "../../../../test/factories.js";
import { openTestDatabase, type TestDatabase } from "../../../../test/test-database.js";
import { nothingFound } from "./nothing-found.js";

let database: TestDatabase;
let officerId = "";
let clerkId = "";

/** A governance document of one page, in a Board Only folder when one is given. */
async function addDocument(
  organisationId: string,
  name: string,
  passages: string[],
  folderId: string | null = null,
) {
  const db = database.db;
  const [d] = await db.insert(documents).values({ organisationId, folderId }).returning();
  if (!d) throw new Error("no document");
  const [v] = await db
    .insert(documentVersions)
    .values({
      documentId: d.id,
      organisationId,
      number: 1,
      name,
      mime: "application/pdf",
      sizeBytes: 1000,
      sha256: name,
      storageKey: `test/${d.id}`,
      textStatus: "extracted",
      pageCount: 1,
    })
    .returning();
  if (!v) throw new Error("no version");
  await db.update(documents).set({ currentVersionId: v.id }).where(eq(documents.id, d.id));
  await db.insert(documentPassages).values(
    passages.map((text, position) => ({
      documentVersionId: v.id,
      organisationId,
      page: 1,
      position,
      text,
    })),
  );
}

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  clerkId = (await buildAccount(db, { firstName: "Helen", lastName: "Marchbank" })).personId;
  // The finance officer is a Senior Executive: "everyone" documents, not Board Only ones.
  officerId = (await buildAccount(db, { firstName: "Martin", lastName: "Oakes" })).personId;
  const council = (await buildBoard(db, clerkId, "Ashcombe Town Council")).id;
  await addMembership(db, council, officerId, "ExecutiveDirector");
  const [boardOnly] = await db
    .insert(documentFolders)
    .values({ organisationId: council, name: "Board Only", audience: "boardOnly" })
    .returning();
  if (!boardOnly) throw new Error("no folder");
  await addDocument(
    council,
    "Reserves Policy",
    ["The Responsible Financial Officer reports reserves to F&GP every quarter."],
    boardOnly.id,
  );
  await addDocument(council, "Financial Regulations", [
    "4.2 In an emergency the Town Clerk may authorise expenditure of up to £5,000, reporting to the next meeting of Full Council.",
  ]);
  await addDocument(council, "Dog Control Policy", [
    "Dogs must be kept on a lead on the recreation ground at all times.",
  ]);
});
afterAll(async () => {
  await database.destroy();
});

const ask = (question: string, personId: string) =>
  askEmbeddedEngine(database.db, personId, question, {
    timeZone: "Europe/London",
    locale: "en-GB",
  });

describe("a document the question names", () => {
  it("is not answered from another document when the asker cannot open it", async () => {
    const question = "How often does the Reserves Policy say I have to report reserves to F&GP?";
    const officer = await ask(question, officerId);
    expect(officer.text).toBe(nothingFound);
    expect(officer.cited).toEqual([]);
    // The clerk opens the Board Only folder and is answered from it.
    const clerk = await ask(question, clerkId);
    expect(clerk.text).toContain("every quarter");
  });

  it("is not taken from whose policy it is ('the council's policy')", async () => {
    const dogs = await ask(
      "What is the council's policy on dogs on the recreation ground?",
      officerId,
    );
    expect(dogs.text).toContain("kept on a lead");
  });
});
