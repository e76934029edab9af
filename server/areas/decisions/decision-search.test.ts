import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DecisionList } from "../../../common/contracts/decisions.js";
import { queryRows } from "../../db/raw-rows.js";
import {
  addMembership,
  boardWithSecretary,
  buildAccount,
  buildBoard,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { insertDecisions, insertMeeting } from "./decision-fixtures.js";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
let boardId = "";
let secretary: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  ({ boardId, secretary } = await boardWithSecretary(db, server.url, "Search Board"));
  const ana = await buildAccount(db, { firstName: "Ana" });
  await addMembership(db, boardId, ana.personId, "Director");
  const meetingId = await insertMeeting(db, boardId, "March board meeting", "Complete");
  await insertDecisions(db, boardId, [
    {
      title: "Budget approved",
      decidedOn: "2026-03-03",
      text: "The board approved the 2027 budget as presented.",
      meetingId,
      moverPersonId: ana.personId,
      source: "vote",
      tally: { support: 5, oppose: 1, abstain: 1, notVoted: 0 },
    },
    {
      title: "Audit committee charter",
      decidedOn: "2025-11-20",
      text: "The charter is adopted; the budget for audit fees is deferred.",
      outcome: "Deferred",
    },
    {
      title: "Chief executive's report",
      decidedOn: "2026-01-15",
      text: "Received and noted.",
      outcome: "Noted",
    },
    {
      title: "Sale of the boatshed",
      decidedOn: "2024-06-01",
      text: "The motion to sell the boatshed was lost.",
      outcome: "NotApproved",
    },
  ]);
  // Another board's decision with the same words never shows here.
  const other = await buildAccount(db);
  const otherBoard = (await buildBoard(db, other.personId, "Other Board")).id;
  await insertDecisions(db, otherBoard, [
    { title: "Budget approved elsewhere", decidedOn: "2026-03-03", text: "Budget." },
  ]);
});

afterAll(async () => {
  await server.close();
});

async function list(query: string) {
  const res = await secretary.get<DecisionList>(`/api/organisations/${boardId}/decisions${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const titles = (body: DecisionList) => body.decisions.map((d) => d.Title);

describe("searching the decision register", () => {
  it("finds words by their stem: approve finds approved, budgets finds budget", async () => {
    expect(titles(await list("?q=approve"))).toEqual(["Budget approved"]);
    expect(titles(await list("?q=budgets"))).toEqual([
      "Budget approved",
      "Audit committee charter",
    ]);
  });

  it("ranks the title above the wording, and marks the matched words", async () => {
    const body = await list("?q=budget");
    expect(body.sort).toBe("relevance");
    expect(titles(body)).toEqual(["Budget approved", "Audit committee charter"]);
    expect(body.decisions[0]?.Highlights).toEqual({
      Title: [
        { text: "Budget", match: true },
        { text: " approved", match: false },
      ],
      Text: [
        { text: "The board approved the 2027 ", match: false },
        { text: "budget", match: true },
        { text: " as presented.", match: false },
      ],
    });
    expect((await list("")).decisions[0]?.Highlights).toBeNull();
  });

  it("matches the word being typed as a prefix, and reads quotes and minus like a search box", async () => {
    expect(titles(await list("?q=boatsh"))).toEqual(["Sale of the boatshed"]);
    expect(titles(await list("?q=charter%20budg"))).toEqual(["Audit committee charter"]);
    expect(titles(await list(`?q=${encodeURIComponent("budget -audit")}`))).toEqual([
      "Budget approved",
    ]);
    expect(titles(await list(`?q=${encodeURIComponent('"2027 budget"')}`))).toEqual([
      "Budget approved",
    ]);
    // Only stop words: nothing to look for, so nothing matches (and nothing fails).
    expect((await list("?q=the")).total).toBe(0);
    // Characters to_tsquery would choke on are taken as text.
    expect((await list(`?q=${encodeURIComponent("budget & | ! :* (")}`)).total).toBeGreaterThan(0);
  });

  it("says who moved it, the tally, and the meeting it came from", async () => {
    const [budget] = (await list("?q=approved")).decisions;
    expect(budget).toMatchObject({
      Mover: "Ana Tester",
      Seconder: null,
      Tally: { support: 5, oppose: 1, abstain: 1, notVoted: 0 },
      MeetingTitle: "March board meeting",
      Source: "vote",
      Amendments: [],
    });
  });

  it("uses the GIN index for the search on this database", async () => {
    const plan = await server.database.db.transaction(async (tx) => {
      // With four rows a scan is cheaper; turning scans off shows the index can serve the query.
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<Record<string, string>>(
        tx,
        sql`explain select id from decisions where search @@ websearch_to_tsquery('quorate', 'budget')`,
      );
    });
    expect(plan.map((row) => Object.values(row).join(" ")).join("\n")).toMatch(
      /decisions_search_idx/,
    );
  });
});

describe("sorting, filtering and paging", () => {
  it("lists newest first by default, and sorts by oldest, title and outcome", async () => {
    const all = await list("");
    expect(all.sort).toBe("newest");
    expect(all.total).toBe(4);
    expect(titles(all)).toEqual([
      "Budget approved",
      "Chief executive's report",
      "Audit committee charter",
      "Sale of the boatshed",
    ]);
    expect(titles(await list("?sort=oldest"))).toEqual([
      "Sale of the boatshed",
      "Audit committee charter",
      "Chief executive's report",
      "Budget approved",
    ]);
    expect(titles(await list("?sort=title"))).toEqual([
      "Audit committee charter",
      "Budget approved",
      "Chief executive's report",
      "Sale of the boatshed",
    ]);
    expect((await list("?sort=outcome")).decisions.map((d) => d.Outcome)).toEqual([
      "Approved",
      "NotApproved",
      "Deferred",
      "Noted",
    ]);
    // Relevance without words falls back to newest first.
    const relevance = await list("?sort=relevance");
    expect(relevance.sort).toBe("newest");
    expect(titles(relevance)).toEqual(titles(all));
    // Searching can be sorted too.
    expect(titles(await list("?q=budget&sort=oldest"))).toEqual([
      "Audit committee charter",
      "Budget approved",
    ]);
  });

  it("combines words, dates and outcome", async () => {
    expect(titles(await list("?q=budget&from=2026-01-01"))).toEqual(["Budget approved"]);
    expect(titles(await list("?q=budget&to=2025-12-31"))).toEqual(["Audit committee charter"]);
    expect(titles(await list("?q=budget&outcome=Deferred"))).toEqual(["Audit committee charter"]);
    expect(titles(await list("?from=2025-01-01&to=2026-02-01&outcome=Noted"))).toEqual([
      "Chief executive's report",
    ]);
    expect((await list("?q=budget&outcome=Noted")).total).toBe(0);
  });

  it("pages the list and counts every match", async () => {
    const first = await list("?pageSize=3");
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.decisions).toHaveLength(3);
    const second = await list("?pageSize=3&page=2");
    expect(titles(second)).toEqual(["Sale of the boatshed"]);
    expect((await list("?pageSize=3&page=9")).decisions).toEqual([]);
  });

  it("answers bad filters with a 400 that says what to fix", async () => {
    const cases: Array<[string, RegExp]> = [
      ["?sort=cheapest", /Sort by relevance, newest, oldest, title or outcome/],
      ["?outcome=Carried", /Choose an outcome/],
      ["?from=2026-13-45", /not a calendar date/],
      ["?from=03/12/2026", /Use a date like 2026-12-03/],
      ["?from=2026-05-01&to=2026-04-01", /end date must be on or after the start date/],
      ["?page=0", /page must be a whole number from 1/],
      ["?page=two", /page must be a whole number from 1/],
      ["?pageSize=1000", /Rows per page must be a whole number from 1 to 200/],
      [`?q=${"a".repeat(201)}`, /at most 200 characters/],
      ["?colour=red", /not accepted/],
    ];
    for (const [query, message] of cases) {
      const res = await secretary.get<ErrorBody>(`/api/organisations/${boardId}/decisions${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message, query).toMatch(message);
    }
  });
});
