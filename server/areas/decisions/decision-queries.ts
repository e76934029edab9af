import { aliasedTable, count, eq, type SQL, sql } from "drizzle-orm";
import type { DecisionList, DecisionView } from "../../../common/contracts/decisions.js";
import type { DbOrTx } from "../../db/client.js";
import { agendaItems, decisions, meetings, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { headlineOptions, headlineParts } from "../../search/text-query.js";
import { organisationTimeZone } from "../organisations/organisation-zone.js";
import { amendmentsOf } from "./amendment-queries.js";
import type { DecisionSelection } from "./decision-filters.js";
import { can } from "./policy.js";

const mover = aliasedTable(people, "mover");
const seconder = aliasedTable(people, "seconder");

function fullName(first: string | null, last: string | null): string | null {
  return first ? `${first} ${last ?? ""}`.trim() : null;
}

function headline(column: SQL | typeof decisions.title, tsQuery: SQL | null): SQL<string | null> {
  return tsQuery
    ? sql<string>`ts_headline('quorate', ${column}, ${tsQuery}, ${headlineOptions})`
    : sql<null>`null`;
}

/**
 * One page of the selection, with the sources' names, highlights and amendments. The
 * headlines are computed after ORDER BY and LIMIT (PostgreSQL postpones costly output
 * expressions past a limit), so a search over many decisions marks only the page shown.
 */
export async function decisionRows(
  db: DbOrTx,
  org: OrgActor,
  selection: DecisionSelection,
  page: { limit: number; offset: number; highlight: boolean },
): Promise<DecisionView[]> {
  const marks = page.highlight ? selection.tsQuery : null;
  const rows = await db
    .select({
      d: {
        id: decisions.id,
        title: decisions.title,
        decidedOn: decisions.decidedOn,
        outcome: decisions.outcome,
        text: decisions.text,
        source: decisions.source,
        tally: decisions.tally,
        meetingId: decisions.meetingId,
        agendaItemId: decisions.agendaItemId,
      },
      meetingTitle: meetings.title,
      meetingState: meetings.state,
      itemTitle: agendaItems.title,
      mf: mover.firstName,
      ml: mover.lastName,
      sf: seconder.firstName,
      sl: seconder.lastName,
      titleMarks: headline(decisions.title, marks),
      textMarks: headline(sql`${decisions.text}`, marks),
    })
    .from(decisions)
    .leftJoin(meetings, eq(meetings.id, decisions.meetingId))
    .leftJoin(agendaItems, eq(agendaItems.id, decisions.agendaItemId))
    .leftJoin(mover, eq(mover.id, decisions.moverPersonId))
    .leftJoin(seconder, eq(seconder.id, decisions.seconderPersonId))
    .where(selection.where)
    .orderBy(...selection.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const amendments = await amendmentsOf(
    db,
    org.organisation.id,
    rows.map((r) => r.d.id),
  );
  const mayAmend = can(org, "amend");
  return rows.map((r) => ({
    Id: r.d.id,
    Title: r.d.title,
    DecidedOn: r.d.decidedOn,
    Outcome: r.d.outcome,
    Text: r.d.text,
    Source: r.d.source,
    Mover: fullName(r.mf, r.ml),
    Seconder: fullName(r.sf, r.sl),
    Tally: r.d.tally ?? null,
    MeetingId: r.d.meetingId,
    MeetingTitle: r.meetingTitle,
    AgendaItemId: r.d.agendaItemId,
    AgendaItemTitle: r.itemTitle,
    Highlights:
      r.titleMarks !== null && r.textMarks !== null
        ? {
            Title: headlineParts(r.d.title, r.titleMarks),
            Text: headlineParts(r.d.text, r.textMarks),
          }
        : null,
    Amendments: amendments.get(r.d.id) ?? [],
    CanAmend: mayAmend && isConfirmedRecord(r.d.meetingId, r.meetingState),
  }));
}

/**
 * A decision is settled once its minutes are confirmed (the meeting is Complete). One whose
 * meeting was deleted has no open minutes to correct it in, so it is settled too.
 */
export function isConfirmedRecord(meetingId: string | null, meetingState: string | null): boolean {
  return meetingId === null || meetingState === null || meetingState === "Complete";
}

export async function countDecisions(db: DbOrTx, selection: DecisionSelection): Promise<number> {
  const [row] = await db.select({ n: count() }).from(decisions).where(selection.where);
  return row?.n ?? 0;
}

export async function decisionPage(
  db: DbOrTx,
  org: OrgActor,
  selection: DecisionSelection,
  page: { page: number; pageSize: number },
): Promise<DecisionList> {
  const [total, timeZone] = await Promise.all([
    countDecisions(db, selection),
    organisationTimeZone(db, org.organisation.id),
  ]);
  const offset = (page.page - 1) * page.pageSize;
  const rows =
    offset < total
      ? await decisionRows(db, org, selection, { limit: page.pageSize, offset, highlight: true })
      : [];
  return {
    decisions: rows,
    total,
    page: page.page,
    pageSize: page.pageSize,
    sort: selection.sort,
    TimeZone: timeZone,
  };
}
