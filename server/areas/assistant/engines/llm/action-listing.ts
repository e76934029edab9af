import { type SQL, sql } from "drizzle-orm";
import { type ActionStatus, actionStatusLabels } from "../../../../../common/actions.js";
import { calendarDate } from "../../../../../common/date-formatters.js";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";
import type { ReadableOrganisation } from "../../readable-organisations.js";
import { searchTerms } from "../../retrieval/passage.js";
import type { CitationBook } from "../engine.js";
import { citeByMeeting, type Listing, listing } from "./tool-results.js";

export type ActionFilters = {
  status?: "open" | "overdue" | "done" | "cancelled" | "any" | undefined;
  owner?: string | undefined;
  mine?: boolean | undefined;
  words?: string | undefined;
  limit?: number | undefined;
};

type ActionRow = {
  organisation_id: string;
  organisation_name: string;
  meeting_id: string | null;
  meeting_title: string | null;
  description: string;
  due_date: string | null;
  status: ActionStatus;
  owners: string | null;
  overdue: boolean;
  total: string;
};

export type ActionRecord = {
  cite: string;
  description: string;
  status: string;
  /** "3 December 2026", or "no due date". */
  due: string;
  overdue?: true;
  owners?: string;
  organisation: string;
  meeting?: string;
};

const open = sql`a.status not in ('Done', 'Cancelled')`;
/** Past due on the organisation's own calendar (common/actions.ts isOverdue), at `now`. */
const overdue = (now: Date) =>
  sql`(${open} and a.due_date < to_char(${now}::timestamptz at time zone o.time_zone, 'YYYY-MM-DD'))`;

function statusCondition(status: ActionFilters["status"], now: Date): SQL {
  switch (status ?? "open") {
    case "overdue":
      return overdue(now);
    case "done":
      return sql`a.status = 'Done'`;
    case "cancelled":
      return sql`a.status = 'Cancelled'`;
    case "any":
      return sql`true`;
    default:
      return open;
  }
}

/** Whether one of the action's owners is the person, or is named so (in part). */
const ownedBy = (who: SQL) =>
  sql`exists (select 1 from action_owners ao join people p on p.id = ao.person_id
    where ao.action_id = a.id and ${who})`;

function actionRecord(a: ActionRow, book: CitationBook): ActionRecord {
  const record: ActionRecord = {
    cite: citeByMeeting(book, a, a.description, "ActionList"),
    description: a.description,
    status: actionStatusLabels[a.status] ?? a.status,
    due: a.due_date ? calendarDate(a.due_date, "date") : "no due date",
    organisation: a.organisation_name,
  };
  if (a.overdue) record.overdue = true;
  if (a.owners) record.owners = a.owners;
  if (a.meeting_title) record.meeting = a.meeting_title;
  return record;
}

/** Actions of the organisations given, by status, owner and words, soonest due first. */
export async function listActions(
  db: DbOrTx,
  organisations: readonly ReadableOrganisation[],
  filters: ActionFilters,
  book: CitationBook,
  asker: { personId: string; now: Date },
): Promise<Listing<ActionRecord>> {
  if (organisations.length === 0) return listing(0, [], "actions");
  const conditions: SQL[] = [
    sql`a.organisation_id = any(${uuidList(organisations.map((o) => o.id))})`,
    statusCondition(filters.status, asker.now),
  ];
  if (filters.mine) conditions.push(ownedBy(sql`ao.person_id = ${asker.personId}::uuid`));
  const owner = filters.owner?.trim().toLowerCase();
  if (owner)
    conditions.push(
      ownedBy(sql`position(${owner} in lower(p.first_name || ' ' || p.last_name)) > 0`),
    );
  const terms = searchTerms(filters.words ?? "");
  if (terms.words.length > 0)
    conditions.push(sql`a.search @@ to_tsquery('quorate', ${terms.tsquery})`);
  const rows = await queryRows<ActionRow>(
    db,
    sql`select a.organisation_id, o.name as organisation_name, a.meeting_id,
          m.title as meeting_title, a.description, a.due_date, a.status,
          (select string_agg(p.first_name || ' ' || p.last_name, ', ' order by p.last_name)
           from action_owners ao join people p on p.id = ao.person_id
           where ao.action_id = a.id) as owners,
          ${overdue(asker.now)} as overdue,
          count(*) over () as total
        from action_items a
        join organisations o on o.id = a.organisation_id
        left join meetings m on m.id = a.meeting_id
        where ${sql.join(conditions, sql` and `)}
        order by a.due_date is null, a.due_date, a.id
        limit ${filters.limit ?? 10}`,
  );
  return listing(
    Number(rows[0]?.total ?? 0),
    rows.map((a) => actionRecord(a, book)),
    "actions",
  );
}
