import pg from "pg";
import { pgConnection } from "../../server/db/pg-connection.js";
import type { Plan } from "../dataset/plan.js";
import { searchWords } from "./search-words.js";

export type SearchLibrary = {
  /** The organisation searched: its Administrator bench user reads every document in it. */
  organisationId: string;
  sessionToken: string;
  words: string[];
  passages: number;
  searchedPassages: number;
};

const wordsPerPassage = 30;
const passagesPerDocument = 100;

/**
 * Loads a library of `total` passages into the dataset's PostgreSQL database, in SQL (no
 * extraction: the passages are what extraction would store). The searched organisation holds
 * `searchedShare` of them (a large board's library); the rest are spread over 99 other
 * organisations on the same installation, as a hosted Quorate would hold them. The GIN index is
 * dropped while loading and built once after, as a restore would.
 */
export async function loadSearchLibrary(
  databaseUrl: string,
  plan: Plan,
  total = 1_000_000,
  searchedShare = 0.1,
): Promise<SearchLibrary> {
  const sessions = new Map(plan.benchUsers.map((u) => [u.person, u.token]));
  const searched = plan.orgs.find((o) =>
    o.members.some((m) => m.role === "Administrator" && m.loginEnabled && sessions.has(m.person)),
  );
  const admin = searched?.members.find((m) => m.role === "Administrator" && sessions.has(m.person));
  const sessionToken = admin ? sessions.get(admin.person) : undefined;
  if (!searched || !sessionToken) throw new Error("no bench user administers an organisation");
  const words = searchWords();
  const client = new pg.Client(pgConnection(databaseUrl));
  await client.connect();
  try {
    const searchedDocuments = Math.round((total * searchedShare) / passagesPerDocument);
    const otherDocuments = Math.round(total / passagesPerDocument) - searchedDocuments;
    await client.query("select setseed(0.42)");
    await client.query("drop index if exists document_passages_search_idx");
    const others = await client.query<{ id: string }>(
      `insert into organisations (name, short_name)
       select 'Search bench trust ' || i, 'SB' || i from generate_series(1, 99) i returning id`,
    );
    const otherIds = others.rows.map((r) => r.id);
    // Documents and their one version each: the searched organisation's first, then the others'.
    await client.query(
      `with orgs as (
         select $1::uuid as id, g as n from generate_series(1, $2::int) g
         union all
         select ($3::uuid[])[1 + (g % cardinality($3::uuid[]))], g from generate_series(1, $4::int) g
       ), docs as (
         insert into documents (organisation_id) select id from orgs returning id, organisation_id
       ), versions as (
         insert into document_versions (document_id, organisation_id, number, name, mime,
           size_bytes, sha256, storage_key, text_status, page_count)
         select d.id, d.organisation_id, 1, 'Bench document ' || left(d.id::text, 8) || '.pdf',
           'application/pdf', 1000, 'bench', 'bench/' || d.id, 'extracted', 34
         from docs d returning id, document_id
       )
       update documents set current_version_id = v.id from versions v where documents.id = v.document_id`,
      [searched.id, searchedDocuments, `{${otherIds.join(",")}}`, otherDocuments],
    );
    // Each passage: 30 words drawn with P(rank r) ∝ 1/r, so a few words are in most passages
    // and most words in few. The word index is log-uniform over the vocabulary (r = V^u). The
    // "+ 0 * w + 0 * p" ties the draw to both rows, so it is made afresh for every word.
    const started = Date.now();
    await client.query(
      `insert into document_passages (document_version_id, organisation_id, page, position, text)
       select v.id, v.organisation_id, 1 + p / 3, p,
         (select string_agg(($1::text[])[floor(exp(random() * ln(cardinality($1::text[]))))::int + 0 * w + 0 * p], ' ')
          from generate_series(1, $2::int) w)
       from document_versions v, generate_series(0, $3::int - 1) p
       where v.sha256 = 'bench'`,
      [`{${words.join(",")}}`, wordsPerPassage, passagesPerDocument],
    );
    const loadedMs = Date.now() - started;
    const indexStarted = Date.now();
    await client.query(
      `create index document_passages_search_idx on document_passages using gin (organisation_id, search)`,
    );
    await client.query("analyze");
    console.log(
      `search library: ${total.toLocaleString("en-NZ")} passages loaded in ${Math.round(loadedMs / 1000)} s, index built in ${Math.round((Date.now() - indexStarted) / 1000)} s`,
    );
    return {
      organisationId: searched.id,
      sessionToken,
      words,
      passages: total,
      searchedPassages: searchedDocuments * passagesPerDocument,
    };
  } finally {
    await client.end();
  }
}
