import { type SQL, sql } from "drizzle-orm";
import {
  type SearchItem,
  type SearchKind,
  searchPageSize,
  searchResultsMax,
} from "../../../common/contracts/search.js";
import { storedViewKind } from "../../../common/viewer.js";
import type { DbOrTx } from "../../db/client.js";
import { preparedSql } from "../../db/prepared.js";
import { queryRows } from "../../db/raw-rows.js";
import type { QueryMeaning } from "../../search/query-meaning.js";
import { fusedRanks } from "../../search/rank-fusion.js";
import {
  headlineParts,
  matchEnd,
  matchStart,
  tsQueryOf,
  tsQueryParts,
} from "../../search/text-query.js";
import { vectorText } from "../../search/vector-support.js";
import type { SearchScope } from "./search-scope.js";

/**
 * Matches each source hands to ranking. Scoring every match of a common word in a large
 * library is what makes full-text search slow (stack-facts: 820 k matches, seconds), so each
 * source stops at this many and only those are ranked; the ranking is then exact among them.
 */
export const candidatesPerSource = searchResultsMax;

/** Passages found by meaning, nearest first, fused with the word matches. */
const nearestPassages = 50;
/**
 * How alike (cosine) a passage must be to count as found by meaning. Unrelated texts score
 * about 0–0.2 with OpenAI's text-embedding-3 models and related ones 0.3 and up; models that
 * score everything higher are not harmed, only less filtered.
 */
const minSimilarity = 0.25;

/** Short fragments around the matches, marked with characters typed text never holds. */
const snippetOptions = `MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … ", StartSel=${matchStart}, StopSel=${matchEnd}`;

type Row = {
  id: string;
  kind: SearchKind;
  organisation_id: string;
  organisation_name: string;
  title: string;
  headline: string;
  plain: string;
  page: number | null;
  file_id: string | null;
  version_id: string | null;
  file_name: string | null;
  mime: string | null;
  pdf_status: string | null;
  meeting_id: string | null;
  meeting_title: string | null;
  agenda_item_id: string | null;
  day: string | null;
  total: number;
  /** Only from meaningSearchStatement. */
  word_matches?: number;
};

/**
 * What a search statement is given: the person's scope as id lists, the words typed (as
 * tsQueryParts splits them) and where the page starts. As placeholders the word search is one
 * prepared statement, parsed once per connection and soon planned once (its plan does not
 * depend on the words: each source stops at `candidatesPerSource` matches, so a common word
 * costs what a rare one does; bench/README.md "AI search"); as values, the search by meaning.
 */
type SearchInputs = Record<
  | "documentOrgs"
  | "readableFolderIds"
  | "meetingOrgs"
  | "decisionOrgs"
  | "allActionOrgs"
  | "ownActionOrgs"
  | "personId"
  | "words"
  | "rest"
  | "prefix"
  | "offset",
  SQL
>;

function inputValues(scope: SearchScope, query: string, page: number) {
  const ids = (list: readonly string[]) => `{${list.join(",")}}`;
  return {
    documentOrgs: ids(scope.documentOrgs),
    readableFolderIds: ids(scope.readableFolderIds),
    meetingOrgs: ids(scope.meetingOrgs),
    decisionOrgs: ids(scope.decisionOrgs),
    allActionOrgs: ids(scope.allActionOrgs),
    ownActionOrgs: ids(scope.ownActionOrgs),
    personId: scope.personId,
    ...tsQueryParts(query),
    offset: (page - 1) * searchPageSize,
  };
}

type InputValues = ReturnType<typeof inputValues>;

const typeOf: Record<keyof SearchInputs, string> = {
  documentOrgs: "uuid[]",
  readableFolderIds: "uuid[]",
  meetingOrgs: "uuid[]",
  decisionOrgs: "uuid[]",
  allActionOrgs: "uuid[]",
  ownActionOrgs: "uuid[]",
  personId: "uuid",
  words: "text",
  rest: "text",
  prefix: "text",
  offset: "int",
};

function inputsAs(chunk: (name: keyof SearchInputs) => SQL): SearchInputs {
  const inputs = {} as SearchInputs;
  for (const name of Object.keys(typeOf) as Array<keyof SearchInputs>)
    inputs[name] = sql`${chunk(name)}::${sql.raw(typeOf[name])}`;
  return inputs;
}

/**
 * Each source's capped matches the person may read, ranked together (title words weigh more,
 * long texts are not favoured for length), newer first among equals, the page cut, and only
 * then the snippets (ts_headline is the costly part: ten rows, not 1,000). With the search's
 * meaning, passages near it in meaning join in (`meaningSearchStatement`). `wordMatches`
 * counts the results found by their words: none, and names typed wrong are tried.
 */
export async function searchRecords(
  db: DbOrTx,
  scope: SearchScope,
  query: string,
  page: number,
  meaning?: QueryMeaning,
): Promise<{ items: SearchItem[]; total: number; wordMatches: number }> {
  const values: InputValues = inputValues(scope, query, page);
  const rows = meaning
    ? await queryRows<Row>(
        db,
        meaningSearchStatement(
          inputsAs((name) => sql`${values[name]}`),
          meaning,
        ),
      )
    : await wordSearch()(db, values);
  const total = Number(rows[0]?.total ?? 0);
  return {
    items: rows.map(toItem(scope)),
    total,
    wordMatches: meaning ? Number(rows[0]?.word_matches ?? 0) : total,
  };
}

/**
 * Each source's capped matches the person may read (`readable` … `action_hits`) and their rows
 * in one shape (`candidates`), ranked by ts_rank: the start of both statements below.
 */
function wordMatches(inputs: SearchInputs, q: SQL): SQL {
  const cap = sql.raw(String(candidatesPerSource));
  return sql`tsq as materialized (select ${tsQueryOf(inputs)} as q),
      readable as (
        select d.current_version_id as version_id from documents d
        where d.organisation_id = any(${inputs.documentOrgs}) and d.deleted_at is null
          and d.current_version_id is not null
          and (d.folder_id is null or d.folder_id = any(${inputs.readableFolderIds}))
      ),
      doc_hits as (
        select p.id, p.document_version_id, p.organisation_id, p.page, p.text, p.search
        from document_passages p
        where p.organisation_id = any(${inputs.documentOrgs}) and p.search @@ ${q}
          and p.document_version_id in (select version_id from readable)
        limit ${cap}
      ),
      paper_hits as (
        select p.id, p.paper_id, p.organisation_id, p.page, p.text, p.search
        from document_passages p
        where p.organisation_id = any(${inputs.meetingOrgs}) and p.search @@ ${q}
          and p.paper_id is not null
        limit ${cap}
      ),
      item_hits as (
        select i.id, i.meeting_id, i.title, i.description, i.minutes, i.search
        from agenda_items i join meetings m on m.id = i.meeting_id
        where m.organisation_id = any(${inputs.meetingOrgs}) and i.search @@ ${q}
          and m.cancelled_at is null and not i.is_heading
        limit ${cap}
      ),
      decision_hits as (
        select d.id, d.organisation_id, d.meeting_id, d.agenda_item_id, d.title, d.text,
          d.decided_on, d.search
        from decisions d
        where d.organisation_id = any(${inputs.decisionOrgs}) and d.search @@ ${q}
        limit ${cap}
      ),
      action_hits as (
        select a.id, a.organisation_id, a.meeting_id, a.agenda_item_id, a.description,
          a.status, a.due_date, a.created_at, a.search
        from action_items a
        where a.search @@ ${q} and (a.organisation_id = any(${inputs.allActionOrgs})
          or (a.organisation_id = any(${inputs.ownActionOrgs}) and exists (
            select 1 from action_owners ao where ao.action_id = a.id
              and ao.person_id = ${inputs.personId})))
        limit ${cap}
      ),
      candidates as (
        ${documentRows(sql`doc_hits`, sql`ts_rank(h.search, ${q}, 1)`)}
        union all
        ${paperRows(sql`paper_hits`, sql`ts_rank(h.search, ${q}, 1)`)}
        union all
        select h.id, 'Agenda', m.organisation_id, ts_rank(h.search, ${q}, 1), m.start_time, h.title,
          h.description, h.minutes, null, null, null, null, null, null, m.id, m.title, h.id,
          null, m.time_zone
        from item_hits h join meetings m on m.id = h.meeting_id
        union all
        select h.id, 'Decision', h.organisation_id, ts_rank(h.search, ${q}, 1),
          h.decided_on::timestamptz, h.title, h.text, null, null, null, null, null, null, null,
          m.id, m.title, h.agenda_item_id, h.decided_on, null
        from decision_hits h left join meetings m on m.id = h.meeting_id
        union all
        select h.id, 'Action', h.organisation_id, ts_rank(h.search, ${q}, 1), h.created_at,
          h.description, h.description, null, null, null, null, null, null, null, m.id, m.title,
          h.agenda_item_id, null, m.time_zone
        from action_hits h left join meetings m on m.id = h.meeting_id
      )`;
}

/** A library passage as a result row; `hits` holds the passages, `rank` orders them. */
function documentRows(hits: SQL, rank: SQL): SQL {
  return sql`select h.id, 'GovernanceDocument' as kind, h.organisation_id, ${rank} as rank,
          v.uploaded_at as at, v.name as title, h.text as body, null::text as minutes,
          h.page, v.document_id as file_id, v.id as version_id, v.name as file_name, v.mime,
          v.pdf_status, null::uuid as meeting_id, null::text as meeting_title,
          null::uuid as agenda_item_id, null::text as day, null::text as zone
        from ${hits} h join document_versions v on v.id = h.document_version_id`;
}

/** A meeting paper's passage as a result row (not from a cancelled meeting). */
function paperRows(hits: SQL, rank: SQL): SQL {
  return sql`select h.id, 'MeetingPaper', h.organisation_id, ${rank}, m.start_time,
          f.name, h.text, null, h.page, f.id, f.id, f.name, f.mime, f.pdf_status, m.id, m.title,
          f.agenda_item_id, null, m.time_zone
        from ${hits} h join papers f on f.id = h.paper_id
          join meetings m on m.id = f.meeting_id and m.cancelled_at is null`;
}

/**
 * The page's rows (`ranked`, ordered by `order`) with their organisation, day and snippet:
 * ts_headline is the costly part, so it runs on ten rows, not 1,000.
 */
function presented(q: SQL, order: SQL, extraColumns: SQL = sql``): SQL {
  return sql`select r.id, r.organisation_id, o.name as organisation_name, r.title, r.page, r.file_id,
        r.version_id, r.file_name, r.mime, r.pdf_status, r.meeting_id, r.meeting_title,
        r.agenda_item_id, r.total${extraColumns},
        case when r.kind = 'Agenda' and r.minutes <> ''
          and to_tsvector('quorate'::regconfig, r.minutes) @@ ${q} then 'Minutes' else r.kind end
          as kind,
        coalesce(r.day, to_char(r.at at time zone coalesce(r.zone, o.time_zone), 'YYYY-MM-DD'))
          as day,
        x.plain, ts_headline('quorate', x.plain, ${q}, ${snippetOptions}) as headline
      from ranked r join organisations o on o.id = r.organisation_id,
        lateral (select case
          when r.kind = 'Agenda' and r.minutes <> ''
            and to_tsvector('quorate'::regconfig, r.minutes) @@ ${q} then r.minutes
          when r.body <> '' then r.body else r.title end as plain) x
      order by ${order} desc, r.at desc nulls last`;
}

/**
 * The tsquery is worked out once (`tsq`) and read where it is used: written out a dozen times,
 * each use was folded through the dictionaries again while planning.
 */
const tsq = sql`(select q from tsq)`;

/** The word search's statement, apart so the bench can EXPLAIN it. */
export function searchStatement(inputs: SearchInputs): SQL {
  const q = tsq;
  return sql`with ${wordMatches(inputs, q)},
      ranked as (
        select c.*, count(*) over () as total from candidates c
        order by c.rank desc, c.at desc nulls last
        offset ${inputs.offset} limit ${sql.raw(String(searchPageSize))}
      )
      ${presented(q, sql`r.rank`)}`;
}

/**
 * Word matches and the passages nearest the search in meaning, fused by rank (RRF): a passage
 * found both ways comes first, one found only by meaning still appears (a search for "minimum
 * attendance" finds the quorum clause), newer first among equals. The passages compared are
 * exactly those word search may return: the same readable versions, the same organisations,
 * no paper of a cancelled meeting. Only those at least `minSimilarity` alike are kept, so a
 * search for nothing in particular is not answered with whatever is least unlike it.
 */
export function meaningSearchStatement(inputs: SearchInputs, meaning: QueryMeaning): SQL {
  const q = tsq;
  const near = nearestPassages;
  const farthest = 1 - minSimilarity;
  return sql`with ${wordMatches(inputs, q)},
      meaning as (select ${vectorText(meaning.vector)}::vector as v),
      doc_near as (
        select p.id, p.document_version_id, p.organisation_id, p.page, p.text,
          e.embedding <=> meaning.v as distance
        from passage_embeddings e cross join meaning
          join document_passages p on p.id = e.passage_id
        where e.organisation_id = any(${inputs.documentOrgs}) and e.model = ${meaning.model}
          and p.organisation_id = any(${inputs.documentOrgs})
          and p.document_version_id in (select version_id from readable)
          and (e.embedding <=> meaning.v) <= ${farthest}
        order by distance limit ${near}
      ),
      paper_near as (
        select p.id, p.paper_id, p.organisation_id, p.page, p.text,
          e.embedding <=> meaning.v as distance
        from passage_embeddings e cross join meaning
          join document_passages p on p.id = e.passage_id
          join papers f on f.id = p.paper_id
          join meetings m on m.id = f.meeting_id and m.cancelled_at is null
        where e.organisation_id = any(${inputs.meetingOrgs}) and e.model = ${meaning.model}
          and p.organisation_id = any(${inputs.meetingOrgs}) and p.paper_id is not null
          and (e.embedding <=> meaning.v) <= ${farthest}
        order by distance limit ${near}
      ),
      near as (
        ${documentRows(sql`doc_near`, sql`h.distance`)}
        union all
        ${paperRows(sql`paper_near`, sql`h.distance`)}
        order by rank limit ${near}
      ),
      fused as (${fusedRanks([
        sql`select kind, id, row_number() over (order by rank desc, at desc nulls last) as n
          from candidates`,
        sql`select kind, id, row_number() over (order by rank) as n from near`,
      ])}),
      pool as (
        select distinct on (c.kind, c.id) c.*
        from (select * from candidates union all select * from near) c
      ),
      ranked as (
        select c.*, f.score, count(*) over () as total,
          (select count(*) from candidates) as word_matches
        from pool c join fused f on f.kind = c.kind and f.id = c.id
        order by f.score desc, c.at desc nulls last
        offset ${inputs.offset} limit ${sql.raw(String(searchPageSize))}
      )
      ${presented(q, sql`r.score`, sql`, r.word_matches`)}`;
}

function toItem(scope: SearchScope) {
  return (r: Row): SearchItem => {
    const parts = headlineParts(r.plain, r.headline);
    const file =
      r.file_id && r.version_id && r.file_name && r.mime
        ? {
            DocumentId: r.file_id,
            DocumentVersionId: r.version_id,
            Type:
              r.kind === "MeetingPaper"
                ? ("MeetingPaper" as const)
                : ("GovernanceDocument" as const),
            Name: r.file_name,
            Mime: r.mime,
            Show: storedViewKind({ mime: r.mime, pdfStatus: r.pdf_status ?? "none" }),
            Downloadable: (r.kind === "MeetingPaper"
              ? scope.paperDownloadOrgs
              : scope.documentDownloadOrgs
            ).includes(r.organisation_id),
          }
        : null;
    return {
      Id: r.id,
      Title: r.title,
      Snippet: parts.map((p) => p.text).join(""),
      SnippetParts: parts,
      File: file,
      Meeting:
        r.meeting_id && r.meeting_title !== null
          ? { Id: r.meeting_id, Title: r.meeting_title, AgendaItemId: r.agenda_item_id }
          : null,
      Kind: r.kind,
      Page: r.page,
      Date: r.day,
      OrganisationId: r.organisation_id,
      OrganisationName: r.organisation_name,
    };
  };
}

/** The word search as one prepared statement, built on first use (after this module's constants). */
let wordSearchStatement: ReturnType<typeof preparedSql<Row>> | undefined;
function wordSearch() {
  wordSearchStatement ??= preparedSql<Row>(
    "search_records",
    searchStatement(inputsAs((name) => sql`${sql.placeholder(name)}`)),
  );
  return wordSearchStatement;
}
