import { type SQL, sql } from "drizzle-orm";
import { calendarDate } from "../../../../../common/date-formatters.js";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";
import type { ReadableOrganisation } from "../../readable-organisations.js";
import { quotable, searchTerms } from "../../retrieval/passage.js";
import type { CitationBook } from "../engine.js";
import { period } from "./tool-inputs.js";
import { citeByMeeting, type Listing, listing } from "./tool-results.js";

export type DecisionOutcome = "Approved" | "NotApproved" | "Noted" | "Deferred";

export type DecisionFilters = {
  from?: string | undefined;
  to?: string | undefined;
  outcome?: DecisionOutcome | undefined;
  words?: string | undefined;
  limit?: number | undefined;
};

type DecisionRow = {
  organisation_id: string;
  organisation_name: string;
  meeting_id: string | null;
  meeting_title: string | null;
  title: string;
  text: string;
  outcome: DecisionOutcome;
  decided_on: string;
  tally: { support: number; oppose: number; abstain: number } | null;
  mover: string | null;
  seconder: string | null;
  total: string;
};

export type DecisionRecord = {
  cite: string;
  title: string;
  outcome: string;
  /** "3 December 2026": a calendar day, the organisation's own. */
  decidedOn: string;
  organisation: string;
  meeting?: string;
  wording?: string;
  movedBy?: string;
  secondedBy?: string;
  vote?: string;
};

const outcomeWords: Record<DecisionOutcome, string> = {
  Approved: "approved",
  NotApproved: "not approved (lost)",
  Noted: "noted",
  Deferred: "deferred",
};

function decisionRecord(d: DecisionRow, book: CitationBook): DecisionRecord {
  const record: DecisionRecord = {
    cite: citeByMeeting(book, d, d.title, "DecisionRegister"),
    title: d.title,
    outcome: outcomeWords[d.outcome] ?? d.outcome,
    decidedOn: calendarDate(d.decided_on, "date"),
    organisation: d.organisation_name,
  };
  if (d.meeting_title) record.meeting = d.meeting_title;
  if (d.text.trim()) record.wording = quotable(d.text);
  if (d.mover) record.movedBy = d.mover;
  if (d.seconder) record.secondedBy = d.seconder;
  if (d.tally)
    record.vote = `${d.tally.support} for, ${d.tally.oppose} against, ${d.tally.abstain} abstaining`;
  return record;
}

/** Decisions of the organisations given, by period, outcome and words, counted and listed. */
export async function listDecisions(
  db: DbOrTx,
  organisations: readonly ReadableOrganisation[],
  filters: DecisionFilters,
  book: CitationBook,
): Promise<Listing<DecisionRecord>> {
  if (organisations.length === 0) return listing(0, [], "decisions");
  const { from, to } = period(filters);
  const conditions: SQL[] = [
    sql`d.organisation_id = any(${uuidList(organisations.map((o) => o.id))})`,
    sql`d.decided_on between ${from} and ${to}`,
  ];
  if (filters.outcome) conditions.push(sql`d.outcome = ${filters.outcome}`);
  const terms = searchTerms(filters.words ?? "");
  const byWords = terms.words.length > 0;
  if (byWords) conditions.push(sql`d.search @@ to_tsquery('quorate', ${terms.tsquery})`);
  // Asked about something, the decisions most about it come first; otherwise the latest.
  const order = byWords
    ? sql`ts_rank(d.search, to_tsquery('quorate', ${terms.tsquery})) desc, d.decided_on desc`
    : sql`d.decided_on desc, d.title`;
  const rows = await queryRows<DecisionRow>(
    db,
    sql`select d.organisation_id, o.name as organisation_name, d.meeting_id,
          m.title as meeting_title, d.title, d.text, d.outcome, d.decided_on, d.tally,
          nullif(trim(coalesce(mp.first_name, '') || ' ' || coalesce(mp.last_name, '')), '') as mover,
          nullif(trim(coalesce(sp.first_name, '') || ' ' || coalesce(sp.last_name, '')), '') as seconder,
          count(*) over () as total
        from decisions d
        join organisations o on o.id = d.organisation_id
        left join meetings m on m.id = d.meeting_id
        left join people mp on mp.id = d.mover_person_id
        left join people sp on sp.id = d.seconder_person_id
        where ${sql.join(conditions, sql` and `)}
        order by ${order}
        limit ${filters.limit ?? 10}`,
  );
  const total = Number(rows[0]?.total ?? 0);
  return listing(
    total,
    rows.map((d) => decisionRecord(d, book)),
    "decisions",
  );
}
