import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interests } from "../../db/schema/index.js";
import { addMembership, boardWithSecretary, buildAccount } from "../../test/factories.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { currentInterestsMentioning } from "./interests-mentioning.js";

let server: TestServer;
let boardId = "";
let otherBoardId = "";
let aroha = "";
let mele = "";

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ({ boardId } = await boardWithSecretary(db, server.url));
  ({ boardId: otherBoardId } = await boardWithSecretary(db, server.url, "Other"));
  aroha = (await buildAccount(db, { firstName: "Aroha" })).personId;
  mele = (await buildAccount(db, { firstName: "Mele" })).personId;
  await addMembership(db, boardId, aroha, "Chairman");
  await addMembership(db, boardId, mele, "Director");
  const entry = (organisationId: string, personId: string, entity: string, nature: string) => ({
    organisationId,
    personId,
    entity,
    nature,
    disclosedOn: "2024-01-01",
  });
  await db
    .insert(interests)
    .values([
      entry(boardId, aroha, "Acme Holdings Ltd", "Director and shareholder"),
      entry(boardId, aroha, "Riverside Rowing Club", "Patron"),
      entry(boardId, mele, "Tupou Consulting", "Owner; advises ACME on procurement"),
      { ...entry(boardId, mele, "Acme Holdings Ltd", "Former employee"), endsOn: "2024-06-30" },
      entry(otherBoardId, aroha, "Acme Holdings Ltd", "Director"),
    ]);
});

afterAll(async () => {
  await server.close();
});

describe("currentInterestsMentioning", () => {
  it("finds current interests of the given people whose entity or nature mention the text", async () => {
    const found = await currentInterestsMentioning(
      server.database.db,
      boardId,
      [aroha, mele],
      "Approve the contract with ACME Holdings for the new boathouse",
    );
    expect(found.map((f) => [f.personName, f.entity, f.matchedWords])).toEqual([
      ["Aroha Tester", "Acme Holdings Ltd", ["acme", "holding"]],
      ["Mele Tester", "Tupou Consulting", ["acme"]],
    ]);
  });

  it("leaves out people not asked about, past interests and other organisations", async () => {
    const found = await currentInterestsMentioning(
      server.database.db,
      boardId,
      [mele],
      "Acme Holdings",
    );
    expect(found.map((f) => f.entity)).toEqual(["Tupou Consulting"]);
  });

  it("suggests nothing for text made of common words, or for nobody", async () => {
    const db = server.database.db;
    expect(await currentInterestsMentioning(db, boardId, [aroha], "Report of the board")).toEqual(
      [],
    );
    expect(await currentInterestsMentioning(db, boardId, [], "Acme")).toEqual([]);
  });
});
