import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResults } from "../../../common/contracts/search.js";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/raw-rows.js";
import { embedPassagesJob } from "../../search/embed-passages-job.js";
import {
  addMembership,
  boardWithSecretary,
  buildAccount,
  signedInClient,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { type ScriptedEmbeddings, scriptedEmbeddings } from "../../test/scripted-embeddings.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { textPdf } from "../../test/text-pdf.js";
import { postFiles, uploadToLibrary } from "../../test/uploads.js";

/**
 * Search by meaning against a scripted embeddings endpoint. PGlite has pgvector; PostgreSQL 15
 * here has none (npm run test:pg), so each test asks the database which it is and checks the
 * behaviour that database should give: fused rankings, or words alone and no calls at all.
 */

let endpoint: ScriptedEmbeddings;
let server: TestServer;
let boardId = "";
let secretary: TestClient;
let director: TestClient;
let senior: TestClient;
let guest: TestClient;
/** Whether this database keeps vectors (migration 0031 made passage_embeddings). */
let vectors = false;

const embeddingEnv = (baseUrl: string) => ({
  AI_BASE_URL: baseUrl,
  AI_API_KEY: "scripted-key",
  AI_EMBEDDING_MODEL: "scripted-concepts",
});

const search = (client: TestClient, searchQuery: string) =>
  client.post<SearchResults>(`/api/organisations/${boardId}/search`, { searchQuery });
const titles = async (client: TestClient, searchQuery: string) => {
  const res = await search(client, searchQuery);
  expect(res.status).toBe(200);
  return res.body.Items.map((i) => i.Title);
};
const count = async (db: Db, query: SQL) =>
  Number((await queryRows<{ n: number }>(db, query))[0]?.n ?? 0);

beforeAll(async () => {
  endpoint = await scriptedEmbeddings();
  server = await startTestServer(embeddingEnv(endpoint.baseUrl));
  const db = server.database.db;
  const [kept] = await queryRows<{ available: boolean }>(
    db,
    sql`select to_regclass('public.passage_embeddings') is not null as available`,
  );
  vectors = kept?.available === true;
  ({ boardId, secretary } = await boardWithSecretary(db, server.url));
  const member = async (role: "Director" | "ExecutiveDirector" | "Executive") => {
    const a = await buildAccount(db);
    await addMembership(db, boardId, a.personId, role);
    return signedInClient(server.url, a.email);
  };
  director = await member("Director");
  senior = await member("ExecutiveDirector");
  guest = await member("Executive");
});

afterAll(async () => {
  await server?.close();
  await endpoint?.close();
});

describe("search by meaning", () => {
  it("embeds the passages after their text is extracted, where the database keeps vectors", async () => {
    const db = server.database.db;
    // PGlite always has pgvector (pglite-extensions.ts); a server, when it is installed there.
    const [installable] = await queryRows<{ found: boolean }>(
      db,
      sql`select exists (select 1 from pg_available_extensions where name = 'vector') as found`,
    );
    expect(vectors).toBe(server.database.kind === "pglite" || installable?.found === true);
    if (server.database.kind === "pglite") expect(vectors).toBe(true);
    const boardOnly = await secretary.post<{ id: string }>(
      `/api/organisations/${boardId}/document-folders`,
      { name: "Board Only", audience: "boardOnly" },
    );
    const charter = await uploadToLibrary(server.url, secretary, boardId, {
      name: "Board charter.pdf",
      bytes: await textPdf(
        "Purpose of this charter.",
        "A quorum of five directors is required for any decision.",
      ),
    });
    expect(charter.status).toBe(201);
    const treasury = await uploadToLibrary(
      server.url,
      secretary,
      boardId,
      {
        name: "Treasury policy.pdf",
        bytes: await textPdf("Investment needs three members present."),
      },
      boardOnly.body.id,
    );
    expect(treasury.status).toBe(201);
    const meeting = await secretary.post<{ Id: string }>(`/api/organisations/${boardId}/meetings`, {
      title: "December Board Meeting",
      date: "2026-12-03",
      startTime: "18:30",
      endTime: "20:30",
    });
    const item = await secretary.post<{ Id: string }>(
      `/api/meetings/${meeting.body.Id}/agenda/items`,
      { title: "Operations" },
    );
    const paper = await postFiles(
      server.url,
      secretary,
      `/api/meetings/${meeting.body.Id}/agenda/items/${item.body.Id}/papers`,
      [
        {
          name: "Roster.pdf",
          bytes: await textPdf("Volunteers sign in at reception before every shift."),
        },
      ],
    );
    expect(paper.status).toBe(201);
    await server.services.jobs.drain();

    const passages = await count(db, sql`select count(*)::int as n from document_passages`);
    expect(passages).toBe(4);
    if (vectors) {
      expect(
        await count(
          db,
          sql`select count(*)::int as n from passage_embeddings
          where model = 'scripted-concepts'`,
        ),
      ).toBe(passages);
      const sent = endpoint.requests.flat();
      expect(sent).toContain("A quorum of five directors is required for any decision.");
      expect(endpoint.requests.every((inputs) => inputs.length <= 64)).toBe(true);
      expect(new Set(endpoint.authorizations)).toEqual(new Set(["Bearer scripted-key"]));
    } else {
      // No pgvector: the job finds nowhere to keep vectors and asks for none.
      expect(endpoint.requests).toEqual([]);
    }
  });

  it("finds a passage by meaning with no word in common, and word matches still rank", async () => {
    const byMeaning = await search(director, "minimum attendance");
    expect(byMeaning.status).toBe(200);
    if (vectors) {
      const found = byMeaning.body.Items.map((i) => i.Title);
      // Alike in meaning only: the charter's quorum (one concept) before the committee's.
      expect(found).toEqual(["Board charter.pdf", "Treasury policy.pdf"]);
      const charter = byMeaning.body.Items[0];
      expect(charter).toMatchObject({ Kind: "GovernanceDocument", Page: 2 });
      // Nothing to mark: the snippet is the passage's start.
      expect(charter?.Snippet).toContain("A quorum of five directors");
      expect(charter?.SnippetParts.some((p) => p.match)).toBe(false);
      // A paper's passage is found by meaning too.
      expect(await titles(director, "helpers")).toEqual(["Roster.pdf"]);
    } else {
      expect(byMeaning.body).toMatchObject({ Items: [], TotalCount: 0 });
      expect(await titles(director, "helpers")).toEqual([]);
    }
    // Found by words and by meaning, the charter comes first; by meaning alone, the committee.
    expect(await titles(director, "quorum")).toEqual(
      vectors ? ["Board charter.pdf", "Treasury policy.pdf"] : ["Board charter.pdf"],
    );
    // Words that mean nothing to the model still find what holds them.
    expect(await titles(director, "reception")).toEqual(["Roster.pdf"]);
    const marked = (await search(director, "quorum")).body.Items[0]?.SnippetParts.filter(
      (p) => p.match,
    ).map((p) => p.text);
    expect(marked).toEqual(["quorum"]);
  });

  it("never finds by meaning a passage the person may not read", async () => {
    // Off the board, a senior executive cannot open the Board Only folder.
    expect(await titles(senior, "minimum attendance")).toEqual(
      vectors ? ["Board charter.pdf"] : [],
    );
    // The committee's own words find, by meaning, only what the senior may read.
    expect(await titles(senior, "members present")).toEqual(vectors ? ["Board charter.pdf"] : []);
    expect(await titles(senior, "money")).toEqual([]);
    // An Executive reads no library and no papers.
    expect(await titles(guest, "minimum attendance")).toEqual([]);
    expect(await titles(guest, "helpers")).toEqual([]);
  });

  it("answers from the words alone when the endpoint fails, and embeds once it is back", async () => {
    const db = server.database.db;
    endpoint.failWith = 503;
    const asked = endpoint.requests.length;
    expect(await titles(director, "quorum")).toEqual(["Board charter.pdf"]);
    expect(await titles(director, "minimum attendance")).toEqual([]);
    // Only a database with vectors to compare asks the endpoint at all.
    expect(endpoint.requests.length > asked).toBe(vectors);

    // An upload meanwhile keeps its text: the embedding job fails and waits for its retry.
    const policy = await uploadToLibrary(server.url, secretary, boardId, {
      name: "Reserves policy.pdf",
      bytes: await textPdf("Money is placed with two banks."),
    });
    expect(policy.status).toBe(201);
    await server.services.jobs.drain();
    expect(await titles(director, "banks")).toEqual(["Reserves policy.pdf"]);
    const waiting = await count(
      db,
      sql`select count(*)::int as n from jobs
        where name = ${embedPassagesJob} and status = 'pending' and last_error is not null`,
    );
    expect(waiting).toBe(vectors ? 1 : 0);

    endpoint.failWith = undefined;
    await db.execute(sql`update jobs set run_at = now() where name = ${embedPassagesJob}
      and status = 'pending'`);
    await server.services.jobs.drain();
    expect(await titles(director, "funds")).toEqual(
      vectors ? ["Reserves policy.pdf", "Treasury policy.pdf"] : [],
    );
  });
});

describe("without AI_EMBEDDING_MODEL", () => {
  it("never calls the endpoint, neither to embed nor to search", async () => {
    const unused = await scriptedEmbeddings();
    const plain = await startTestServer({ AI_BASE_URL: unused.baseUrl, AI_API_KEY: "key" });
    try {
      const db = plain.database.db;
      const board = await boardWithSecretary(db, plain.url);
      const upload = await uploadToLibrary(plain.url, board.secretary, board.boardId, {
        name: "Board charter.pdf",
        bytes: await textPdf("A quorum of five directors is required for any decision."),
      });
      expect(upload.status).toBe(201);
      await plain.services.jobs.drain();
      const find = (q: string) =>
        board.secretary.post<SearchResults>(`/api/organisations/${board.boardId}/search`, {
          searchQuery: q,
        });
      expect((await find("quorum")).body.TotalCount).toBe(1);
      expect((await find("minimum attendance")).body.TotalCount).toBe(0);
      expect(unused.requests).toEqual([]);
      expect(
        await count(db, sql`select count(*)::int as n from jobs where name = ${embedPassagesJob}`),
      ).toBe(0);
    } finally {
      await plain.close();
      await unused.close();
    }
  });
});
