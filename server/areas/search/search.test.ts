import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SearchHistory, SearchResults } from "../../../common/contracts/search.js";
import { queryRows } from "../../db/raw-rows.js";
import { actionItems, actionOwners, agendaItems, decisions } from "../../db/schema/index.js";
import { addMembership, buildAccount, signedInClient } from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { textPdf } from "../../test/text-pdf.js";
import { postFiles, uploadToLibrary } from "../../test/uploads.js";
import { meetingsFixture } from "../meetings/meetings-fixture.js";

const f = meetingsFixture();

let director: TestClient;
let senior: TestClient;
let directorId = "";
let meetingId = "";
let financeItemId = "";
let boardOnlyVersionId = "";
let boardOnlyFolderId = "";

const search = (client: TestClient, searchQuery: string, page?: number) =>
  client.post<SearchResults>(`/api/organisations/${f.boardId}/search`, {
    searchQuery,
    ...(page ? { page } : {}),
  });

describe("AI search", () => {
  it("finds passages of documents and papers, agendas, minutes, decisions and actions", async () => {
    const db = f.server.database.db;
    const d = await buildAccount(db, { firstName: "Aroha", lastName: "Ngata" });
    directorId = d.personId;
    await addMembership(db, f.boardId, directorId, "Director");
    director = await signedInClient(f.server.url, d.email);
    const s = await buildAccount(db, { firstName: "Sione" });
    await addMembership(db, f.boardId, s.personId, "ExecutiveDirector");
    senior = await signedInClient(f.server.url, s.email);

    const folder = await f.secretary.post<{ id: string }>(
      `/api/organisations/${f.boardId}/document-folders`,
      { name: "Board Only", audience: "boardOnly" },
    );
    boardOnlyFolderId = folder.body.id;
    const policy = await uploadToLibrary(
      f.server.url,
      f.secretary,
      f.boardId,
      {
        name: "Treasury policy.pdf",
        bytes: await textPdf(
          "Purpose and scope of this policy.",
          "Funds go to an iwi trust for three years.",
        ),
      },
      folder.body.id,
    );
    expect(policy.status).toBe(201);
    boardOnlyVersionId = ((await policy.json()) as { documentVersionId: string }).documentVersionId;
    await uploadToLibrary(f.server.url, f.secretary, f.boardId, {
      name: "Volunteer handbook.pdf",
      bytes: await textPdf("Volunteers sign in at reception before every shift."),
    });

    meetingId = await f.addMeeting("December Board Meeting");
    const item = await f.secretary.post<{ Id: string }>(`/api/meetings/${meetingId}/agenda/items`, {
      title: "Finance report",
      description: "The treasurer presents the quarterly accounts.",
    });
    financeItemId = item.body.Id;
    await db
      .update(agendaItems)
      .set({
        minutes:
          "The board discussed the roof replacement quote from Kahu Builders, a Māori-owned firm.",
      })
      .where(eq(agendaItems.id, financeItemId));
    const paper = await postFiles(
      f.server.url,
      f.secretary,
      `/api/meetings/${meetingId}/agenda/items/${financeItemId}/papers`,
      [
        {
          name: "Quarterly accounts.pdf",
          bytes: await textPdf("Income", "Grant income from the lottery board rose sharply."),
        },
      ],
    );
    expect(paper.status).toBe(201);
    await db.insert(decisions).values({
      organisationId: f.boardId,
      meetingId,
      agendaItemId: financeItemId,
      title: "Approve the playground resurfacing",
      text: "Resolved to approve the playground resurfacing contract.",
      decidedOn: "2026-12-03",
      outcome: "Approved",
      source: "minutes",
    });
    const [action] = await db
      .insert(actionItems)
      .values({ organisationId: f.boardId, meetingId, description: "Chase the insurance renewal" })
      .returning();
    if (!action) throw new Error("no action");
    await db.insert(actionOwners).values({ actionId: action.id, personId: directorId });
    await f.server.services.jobs.drain();

    const kinds = async (q: string) =>
      (await search(director, q)).body.Items.map((i) => `${i.Kind}: ${i.Title}`);
    expect(await kinds("iwi trust")).toEqual(["GovernanceDocument: Treasury policy.pdf"]);
    expect(await kinds("lottery")).toEqual(["MeetingPaper: Quarterly accounts.pdf"]);
    expect(await kinds("quarterly accounts")).toContain("Agenda: Finance report");
    expect(await kinds("roof replacement")).toEqual(["Minutes: Finance report"]);
    expect(await kinds("playground")).toEqual(["Decision: Approve the playground resurfacing"]);
    expect(await kinds("insurance")).toEqual(["Action: Chase the insurance renewal"]);
  });

  it("says where each result is: the file's page, the meeting and its agenda item", async () => {
    const doc = (await search(director, "iwi trust")).body.Items[0];
    expect(doc).toMatchObject({
      Page: 2,
      Meeting: null,
      File: { DocumentVersionId: boardOnlyVersionId, Type: "GovernanceDocument" },
    });
    const paper = (await search(director, "lottery")).body.Items[0];
    expect(paper).toMatchObject({
      Page: 2,
      Meeting: { Id: meetingId, AgendaItemId: financeItemId, Title: "December Board Meeting" },
      File: { Type: "MeetingPaper", Name: "Quarterly accounts.pdf", Show: "pdf" },
    });
    const minutes = (await search(director, "roof")).body.Items[0];
    expect(minutes?.Meeting).toEqual({
      Id: meetingId,
      Title: "December Board Meeting",
      AgendaItemId: financeItemId,
    });
    expect(minutes?.Date).toBe("2026-12-03");
  });

  it("folds accents, matches phrases and prefixes, and marks the matched words as text", async () => {
    const res = await search(director, "maori");
    expect(res.body.Items.map((i) => `${i.Kind}: ${i.Title}`)).toEqual(["Minutes: Finance report"]);
    const marked = res.body.Items[0]?.SnippetParts.filter((p) => p.match).map((p) => p.text);
    expect(marked).toEqual(["Māori"]);
    expect(res.body.Items[0]?.Snippet).toContain("Kahu Builders, a Māori-owned firm");
    // A phrase must appear as written; a word being typed matches as a prefix.
    expect((await search(director, '"three years"')).body.TotalCount).toBe(1);
    expect((await search(director, '"years three"')).body.TotalCount).toBe(0);
    expect((await search(director, "playgr")).body.Items[0]?.Kind).toBe("Decision");
  });

  it("never returns what the person may not read, and tells no more for it", async () => {
    // A senior executive off the board: the Board Only folder does not exist for them.
    const hidden = await search(senior, "iwi trust");
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ Items: [], TotalCount: 0 });
    expect((await search(senior, "Volunteers")).body.TotalCount).toBe(1);
    // An Executive reads no agendas, minutes, papers or library; only their own actions.
    expect((await search(f.guest, "lottery")).body.TotalCount).toBe(0);
    expect((await search(f.guest, "insurance")).body.TotalCount).toBe(0);
    // Another organisation's member is refused before anything is searched.
    const outsider = await buildAccount(f.server.database.db);
    const stranger = await signedInClient(f.server.url, outsider.email);
    expect((await search(stranger, "iwi")).status).toBe(404);
  });

  it("follows a change of who may read a folder at the very next search", async () => {
    // What a person may search is kept between searches: a change must end it at once.
    const audience = (value: "everyone" | "boardOnly") =>
      f.secretary.patch(`/api/document-folders/${boardOnlyFolderId}`, { audience: value });
    expect((await search(senior, "iwi trust")).body.TotalCount).toBe(0);
    expect((await audience("everyone")).status).toBe(200);
    expect((await search(senior, "iwi trust")).body.TotalCount).toBe(1);
    expect((await audience("boardOnly")).status).toBe(200);
    expect((await search(senior, "iwi trust")).body.TotalCount).toBe(0);
  });

  it("finds a name typed wrong by its likeness, and says what it searched for", async () => {
    await f.server.database.db
      .update(actionItems)
      .set({ description: "Aroha Ngata to chase the insurance renewal" })
      .where(eq(actionItems.description, "Chase the insurance renewal"));
    const res = await search(director, "Arohaa Ngatta");
    expect(res.body.Items.map((i) => i.Title)).toEqual([
      "Aroha Ngata to chase the insurance renewal",
    ]);
    expect(res.body.SearchedFor).toBe("aroha ngata");
    expect((await search(director, "zzyzx")).body).toMatchObject({
      TotalCount: 0,
      SearchedFor: null,
    });
  });

  it("pages results ten at a time with the total", async () => {
    const db = f.server.database.db;
    await db.insert(decisions).values(
      Array.from({ length: 23 }, (_, n) => ({
        organisationId: f.boardId,
        title: `Grant round ${n + 1} approved`,
        text: "The grant round was approved.",
        decidedOn: `2026-0${(n % 9) + 1}-1${n % 10}`,
        outcome: "Approved" as const,
        source: "minutes" as const,
      })),
    );
    const first = await search(director, "grant round");
    expect(first.body).toMatchObject({ TotalCount: 23, Page: 1, PageSize: 10 });
    expect(first.body.Items).toHaveLength(10);
    const third = await search(director, "grant round", 3);
    expect(third.body.Items).toHaveLength(3);
    const all = new Set([
      ...first.body.Items.map((i) => i.Title),
      ...(await search(director, "grant round", 2)).body.Items.map((i) => i.Title),
      ...third.body.Items.map((i) => i.Title),
    ]);
    expect(all.size).toBe(23);
    // Equal rank: the newer decision first.
    expect(first.body.Items[0]?.Date).toBe("2026-09-18");
  });

  it("refuses empty or overlong searches with a message, and keeps the person's own history", async () => {
    const blank = await search(director, "   ");
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain("Type what you are looking for.");
    expect((await search(director, "x".repeat(201))).status).toBe(400);
    expect((await search(director, "lottery", 21)).status).toBe(400);

    await search(director, "lottery");
    await search(director, "roof");
    await search(director, "lottery", 2);
    const history = await director.get<SearchHistory>(
      `/api/organisations/${f.boardId}/search/history`,
    );
    expect(history.status).toBe(200);
    expect(history.headers.get("cache-control")).toBe("no-store");
    const queries = history.body.SearchHistory.map((h) => h.SearchQuery);
    // Newest first, each query once, later pages not counted as new searches.
    expect(queries.slice(0, 2)).toEqual(["roof", "lottery"]);
    expect(queries.filter((q) => q === "lottery")).toHaveLength(1);
    expect(history.body.SearchHistory.length).toBeLessThanOrEqual(10);
    // A person's history is kept short: the oldest searches go.
    for (let n = 0; n < 55; n++) await search(director, `budget line ${n}`);
    const [kept] = await queryRows<{ n: number }>(
      f.server.database.db,
      sql`select count(*)::int as n from search_history where person_id = ${directorId}::uuid`,
    );
    expect(kept?.n).toBeLessThanOrEqual(51);
    const latest = await director.get<SearchHistory>(
      `/api/organisations/${f.boardId}/search/history`,
    );
    expect(latest.body.SearchHistory[0]?.SearchQuery).toBe("budget line 54");
    const theirs = await senior.get<SearchHistory>(
      `/api/organisations/${f.boardId}/search/history`,
    );
    expect(theirs.body.SearchHistory.map((h) => h.SearchQuery)).not.toContain("roof");
  });
});
