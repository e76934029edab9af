import { sql } from "drizzle-orm";
import { calendarDate } from "../../../../../common/date-formatters.js";
import type { DbOrTx } from "../../../../db/client.js";
import { preparedSql } from "../../../../db/prepared.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { tickBatchByKey } from "../../../../db/tick-batch.js";
import type { SearchTerms } from "../../retrieval/passage.js";
import { type AnswerScope, type CitationBook, scopeKey } from "../engine.js";
import { decisionPlace, voteDetail } from "./decision-place.js";

type DecisionRow = {
  id: string;
  organisation_id: string;
  meeting_id: string | null;
  meeting_title: string | null;
  title: string;
  text: string;
  outcome: string;
  decided_on: string;
  source: string;
  tally: { support: number; oppose: number; abstain: number; notVoted: number } | null;
  mover: string | null;
  seconder: string | null;
};

const outcomeWords: Record<string, string> = {
  Approved: "approved",
  NotApproved: "not approved",
  Noted: "noted",
  Deferred: "deferred",
};

export type DecisionQuestion = "decided" | "movedSeconded" | "vote";

/** Which decision question this is, if any. */
export function decisionQuestion(question: string): DecisionQuestion | null {
  if (/\bwho\b.*\b(moved|seconded|proposed|mover|seconder)\b/i.test(question))
    return "movedSeconded";
  if (/\b(vote|voted|voting|tally|ballot)\b/i.test(question)) return "vote";
  if (
    /\b(decide|decided|decision|decisions|resolve|resolved|resolution|agreed|approve|approved)\b/i.test(
      question,
    )
  )
    return "decided";
  return null;
}

type Lookup = { scope: string; query: string; votesOnly: boolean };
const lookupKey = (l: Lookup) => `${l.votesOnly}|${l.scope}|${l.query}`;

// For each lookup of the questions asked together, the three decisions best matching its
// words in its scope (organisation ids, comma-separated); closed votes only, or all.
const matchingDecisions = preparedSql<DecisionRow & { key: string }>(
  "assistant_matching_decisions",
  sql`select s.key, d.*
    from unnest(${sql.placeholder("keys")}::text[], ${sql.placeholder("scopes")}::text[],
      ${sql.placeholder("queries")}::text[], ${sql.placeholder("votesOnly")}::text[])
      as s(key, scope, query, votes_only)
    cross join lateral (
      select d.id, d.organisation_id, d.meeting_id, m.title as meeting_title, d.title, d.text,
        d.outcome, d.decided_on, d.source, d.tally,
        nullif(trim(coalesce(mp.first_name, '') || ' ' || coalesce(mp.last_name, '')), '') as mover,
        nullif(trim(coalesce(sp.first_name, '') || ' ' || coalesce(sp.last_name, '')), '') as seconder
      from decisions d
      left join meetings m on m.id = d.meeting_id
      left join people mp on mp.id = d.mover_person_id
      left join people sp on sp.id = d.seconder_person_id,
      to_tsquery('quorate', s.query) q
      where d.organisation_id = any(string_to_array(s.scope, ',')::uuid[]) and d.search @@ q
        and (s.votes_only = 'false' or d.tally is not null)
      order by ts_rank(d.search, q) desc, d.decided_on desc
      limit 3
    ) d`,
);

// The questions asked together share one statement, and the same lookup one search.
const decisionsMatching = tickBatchByKey({
  keyOf: lookupKey,
  rowKey: (row: DecisionRow & { key: string }) => row.key,
  run: (db, lookups: readonly Lookup[]) =>
    matchingDecisions(db, {
      keys: lookups.map(lookupKey),
      scopes: lookups.map((l) => l.scope),
      queries: lookups.map((l) => l.query),
      votesOnly: lookups.map((l) => String(l.votesOnly)),
    }),
});

/**
 * The next decision of the same organisation under the same title as each decision deferred:
 * what became of it.
 */
async function takenUpAgain(db: DbOrTx, rows: readonly DecisionRow[]): Promise<DecisionRow[]> {
  const deferred = rows.filter((d) => d.outcome === "Deferred");
  if (deferred.length === 0) return [];
  const later = await queryRows<DecisionRow>(
    db,
    sql`select d.id, d.organisation_id, d.meeting_id, m.title as meeting_title, d.title, d.text,
          d.outcome, d.decided_on, d.source, d.tally,
          nullif(trim(coalesce(mp.first_name, '') || ' ' || coalesce(mp.last_name, '')), '') as mover,
          nullif(trim(coalesce(sp.first_name, '') || ' ' || coalesce(sp.last_name, '')), '') as seconder
        from decisions d
        left join meetings m on m.id = d.meeting_id
        left join people mp on mp.id = d.mover_person_id
        left join people sp on sp.id = d.seconder_person_id
        where ${sql.join(
          deferred.map(
            (k) =>
              sql`(d.organisation_id = ${k.organisation_id}::uuid and lower(d.title) = ${k.title.toLowerCase()}
                and d.decided_on > ${String(k.decided_on).slice(0, 10)})`,
          ),
          sql` or `,
        )}
        order by d.decided_on`,
  );
  return deferred.flatMap((d) => {
    const next = later.find(
      (l) =>
        l.organisation_id === d.organisation_id &&
        l.title.toLowerCase() === d.title.toLowerCase() &&
        String(l.decided_on) > String(d.decided_on),
    );
    return next ? [next] : [];
  });
}

/** "What was decided about X and when?", "Who moved X?", "How did the vote on X go?" */
export async function decisionsAnswer(
  db: DbOrTx,
  kind: DecisionQuestion,
  terms: SearchTerms,
  scope: AnswerScope,
  book: CitationBook,
  /** Whether a decision answers the question (it holds enough of its subject, on its day). */
  /** Whether a decision answers: its text, the day it was made, and its title. */
  answers: (text: string, decidedOn: string, title: string) => boolean = () => true,
  /** "Has the board decided it yet?": whether a decision has been made at all is asked. */
  asksYet = false,
  /** Whether a deferred decision's sequel under the same title is added. */
  withSequel = true,
): Promise<string | null> {
  // The question's own verbs ("decided", "moved", "vote") say what is asked, not what about.
  const subject = terms.words.filter(
    (w) =>
      !/^(decide|decided|decision|decisions|moved|seconded|proposed|mover|seconder|vote|voted|voting|go|went|result|board|about)$/.test(
        w,
      ),
  );
  if (scope.organisations.length === 0 || subject.length === 0) return null;
  const rows: DecisionRow[] = (
    await decisionsMatching(db, {
      scope: scopeKey(scope),
      query: subject.join(" | "),
      votesOnly: kind === "vote",
    })
  ).filter((d) => answers(d.text, String(d.decided_on).slice(0, 10), d.title));
  if (rows.length === 0) return null;
  // "What did we finally decide about 96-month loans?": a deferred decision was taken up again
  // under the same title, and what followed is the answer.
  // Asked of a period ("in November 2025"), the decisions then, not what came after.
  if (withSequel)
    for (const later of await takenUpAgain(db, rows))
      if (!rows.some((r) => r.id === later.id) && (kind !== "vote" || later.tally))
        rows.push(later);
  // "Who moved the motion on the turf?": the decisions moved by someone, not a report noted.
  if (kind === "movedSeconded" && rows.some((d) => d.mover)) {
    const moved = rows.filter((d) => d.mover);
    rows.splice(0, rows.length, ...moved);
  }
  const lines = rows.map((d) => {
    // The meeting is named by its citation, which becomes a link labelled with its title.
    const where = decisionPlace(book, d);
    const head = `- **${d.title}** — ${outcomeWords[d.outcome] ?? d.outcome} on ${calendarDate(d.decided_on, "date")}${where}`;
    const detail = voteDetail(d, kind === "movedSeconded");
    const text = d.text.trim() ? `\n  > ${d.text.trim().replace(/\n+/g, " ")}` : "";
    return `${head}${detail.length ? `; ${detail.join("; ")}` : ""}.${text}`;
  });
  // "Has the board decided the 2027/28 rent increase yet?": only noted or deferred so far.
  const undecided = asksYet && rows.every((d) => d.outcome === "Noted" || d.outcome === "Deferred");
  const intro = undecided
    ? `Not yet: the records show no decision made on it, only ${rows.length === 1 ? "this" : "these"}:`
    : rows.length === 1
      ? "I found this decision:"
      : `I found ${rows.length} decisions that match:`;
  return [intro, "", ...lines].join("\n");
}
