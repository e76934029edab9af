import { sql } from "drizzle-orm";
import { type ActionStatus, actionStatusLabels } from "../../../../common/actions.js";
import { calendarDate } from "../../../../common/date-formatters.js";
import type { DbOrTx } from "../../../db/client.js";
import { queryRows } from "../../../db/raw-rows.js";
import type { ReadableOrganisation } from "../readable-organisations.js";
import { governanceDocumentsSource } from "./documents-source.js";
import { type Passage, quotable, type RetrievalSource, type SearchTerms } from "./passage.js";

type Row = {
  id: string;
  organisation_id: string;
  organisation_name: string;
  meeting_id: string | null;
  meeting_title: string | null;
  title: string;
  body: string;
  day: string | null;
  rank: number;
};

function orgList(organisations: readonly ReadableOrganisation[]) {
  return sql.join(
    organisations.map((o) => sql`${o.id}::uuid`),
    sql`, `,
  );
}

/** Where a record made outside any meeting is cited: the list that holds it. */
function listHolding(sourceType: string): string {
  if (sourceType === "decision") return "DecisionRegister";
  if (sourceType === "action") return "ActionList";
  return "Record";
}

function toPassage(sourceType: string, r: Row): Passage {
  const meetingTitle = r.meeting_title ?? r.title;
  return {
    sourceType,
    id: r.id,
    organisationId: r.organisation_id,
    organisationName: r.organisation_name,
    meetingId: r.meeting_id,
    title: r.title,
    text: quotable(r.body || r.title),
    date: r.day,
    rank: Number(r.rank),
    cite: {
      documentType: r.meeting_id ? "Meeting" : listHolding(sourceType),
      meetingId: r.meeting_id,
      organisationId: r.organisation_id,
      documentName: meetingTitle,
    },
  };
}

/** The meeting's own calendar day, as its minutes would write it. */
const meetingDay = sql`to_char(m.start_time at time zone m.time_zone, 'YYYY-MM-DD')`;

const decisionsSource: RetrievalSource = {
  name: "decisions",
  async search(db: DbOrTx, organisations, query: SearchTerms, limit) {
    const rows = await queryRows<Row>(
      db,
      sql`select d.id, d.organisation_id, o.name as organisation_name, d.meeting_id,
            m.title as meeting_title, d.title, d.text as body, d.decided_on as day,
            ts_rank(d.search, q) as rank
          from decisions d
          join organisations o on o.id = d.organisation_id
          left join meetings m on m.id = d.meeting_id,
          to_tsquery('quorate', ${query.tsquery}) q
          where d.organisation_id in (${orgList(organisations)}) and d.search @@ q
          order by rank desc, d.decided_on desc limit ${limit}`,
    );
    return rows.map((r) => toPassage("decision", r));
  },
};

export const agendaSource: RetrievalSource = {
  name: "agenda items and minutes",
  async search(db, organisations, query, limit) {
    const rows = await queryRows<Row>(
      db,
      sql`select i.id, m.organisation_id, o.name as organisation_name, m.id as meeting_id,
            m.title as meeting_title, i.title,
            case when i.minutes <> '' then i.minutes else i.description end as body,
            ${meetingDay} as day, ts_rank(i.search, q) as rank
          from agenda_items i
          join meetings m on m.id = i.meeting_id
          join organisations o on o.id = m.organisation_id,
          to_tsquery('quorate', ${query.tsquery}) q
          where m.organisation_id in (${orgList(organisations)}) and m.cancelled_at is null
            and not i.is_heading and i.search @@ q
          order by rank desc, m.start_time desc limit ${limit}`,
    );
    return rows.map((r) => toPassage("agendaItem", r));
  },
};

const meetingsSource: RetrievalSource = {
  name: "meetings",
  async search(db, organisations, query, limit) {
    const rows = await queryRows<Row>(
      db,
      sql`select m.id, m.organisation_id, o.name as organisation_name, m.id as meeting_id,
            m.title as meeting_title, m.title, coalesce(m.location_text, '') as body,
            ${meetingDay} as day, ts_rank(v, q) as rank
          from meetings m
          join organisations o on o.id = m.organisation_id,
          to_tsvector('quorate', m.title || ' ' || coalesce(m.location_text, '')) v,
          to_tsquery('quorate', ${query.tsquery}) q
          where m.organisation_id in (${orgList(organisations)}) and m.cancelled_at is null and v @@ q
          order by rank desc, m.start_time desc limit ${limit}`,
    );
    return rows.map((r) => toPassage("meeting", r));
  },
};

const actionsSource: RetrievalSource = {
  name: "actions",
  async search(db, organisations, query, limit) {
    const rows = await queryRows<Row & { status: string; due_date: string | null }>(
      db,
      sql`select a.id, a.organisation_id, o.name as organisation_name, a.meeting_id,
            m.title as meeting_title, a.description as title,
            a.description as body, a.status, a.due_date, null as day, ts_rank(a.search, q) as rank
          from action_items a
          join organisations o on o.id = a.organisation_id
          left join meetings m on m.id = a.meeting_id,
          to_tsquery('quorate', ${query.tsquery}) q
          where a.organisation_id in (${orgList(organisations)}) and a.search @@ q
          order by rank desc limit ${limit}`,
    );
    // "Circulate the accounts (In progress, due 3 December 2026)": the due date read as words.
    return rows.map((r) =>
      toPassage("action", {
        ...r,
        body: `${r.body} (${actionStatusLabels[r.status as ActionStatus] ?? r.status}${r.due_date ? `, due ${calendarDate(r.due_date, "date")}` : ""})`,
      }),
    );
  },
};

/** Every kind of record the assistant reads. A new kind is one more entry. */
export const retrievalSources: readonly RetrievalSource[] = [
  decisionsSource,
  agendaSource,
  meetingsSource,
  actionsSource,
  governanceDocumentsSource,
];

/** The best passages across all sources for the asker's organisations, best first. */
export async function retrieve(
  db: DbOrTx,
  organisations: readonly ReadableOrganisation[],
  query: SearchTerms,
  limit = 6,
  sources: readonly RetrievalSource[] = retrievalSources,
): Promise<Passage[]> {
  if (organisations.length === 0 || query.words.length === 0) return [];
  const found = await Promise.all(sources.map((s) => s.search(db, organisations, query, limit)));
  return found
    .flat()
    .sort((a, b) => b.rank - a.rank)
    .slice(0, limit);
}
