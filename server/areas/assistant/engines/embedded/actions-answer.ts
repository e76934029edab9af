import { eq, inArray, sql } from "drizzle-orm";
import { type ActionStatus, actionStatusLabels } from "../../../../../common/actions.js";
import { calendarDate } from "../../../../../common/date-formatters.js";
import { utcToZoned } from "../../../../../common/zoned-time.js";
import type { DbOrTx } from "../../../../db/client.js";
import { preparedSql } from "../../../../db/prepared.js";
import {
  actionItems,
  actionOwners,
  meetings,
  memberships,
  people,
} from "../../../../db/schema/index.js";
import { tickBatchByKey } from "../../../../db/tick-batch.js";
import { type AnswerScope, type CitationBook, scopeKey } from "../engine.js";

/** Whose actions the question is about: the asker's ("my"), or a named member's. */
async function ownerAsked(
  db: DbOrTx,
  question: string,
  scope: AnswerScope,
): Promise<{ personId: string; name: string; isAsker: boolean } | null> {
  if (/\b(my|mine|i|me)\b/i.test(question))
    return { personId: scope.personId, name: "you", isAsker: true };
  const orgIds = scope.organisations.map((o) => o.id);
  if (orgIds.length === 0) return null;
  const members = await db
    .selectDistinct({ id: people.id, first: people.firstName, last: people.lastName })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(inArray(memberships.organisationId, orgIds));
  const lower = question.toLowerCase();
  const named = members.find(
    (p) =>
      lower.includes(`${p.first} ${p.last}`.toLowerCase()) ||
      new RegExp(`\\b${p.first.toLowerCase().replace(/[^a-z]/g, "")}\\b`).test(lower),
  );
  return named
    ? { personId: named.id, name: `${named.first} ${named.last}`, isAsker: false }
    : null;
}

type OpenActionRow = {
  owner: string;
  scope: string;
  description: string;
  due_date: string | null;
  status: ActionStatus;
  organisation_id: string;
  meeting_id: string | null;
  meeting_title: string | null;
};

// For each (owner, scope) of the questions asked together, the owner's open actions there,
// undated last.
const openActionRows = preparedSql<OpenActionRow>(
  "assistant_open_actions",
  sql`select s.owner, s.scope, a.description, a.due_date, a.status, a.organisation_id,
      a.meeting_id, m.title as meeting_title
    from unnest(${sql.placeholder("owners")}::uuid[], ${sql.placeholder("scopes")}::text[])
      as s(owner, scope)
    join ${actionOwners} o on o.person_id = s.owner
    join ${actionItems} a on a.id = o.action_id
      and a.organisation_id = any(string_to_array(s.scope, ',')::uuid[])
      and a.status not in ('Done', 'Cancelled')
    left join ${meetings} m on m.id = a.meeting_id
    order by a.due_date is null, a.due_date, a.id`,
);

// The questions asked together share one statement, and the same owner and scope one look-up.
type OwnerInScope = { owner: string; scope: string };

const openActionsOf = tickBatchByKey({
  keyOf: (k: OwnerInScope) => `${k.owner}|${k.scope}`,
  rowKey: (row: OpenActionRow) => `${row.owner}|${row.scope}`,
  run: (db, keys: readonly OwnerInScope[]) =>
    openActionRows(db, {
      owners: keys.map((k) => k.owner),
      scopes: keys.map((k) => k.scope),
    }),
});

/** "What are my open actions?", "Which of Mele's actions are overdue?" */
export async function actionsAnswer(
  db: DbOrTx,
  question: string,
  scope: AnswerScope,
  book: CitationBook,
): Promise<string | null> {
  const owner = await ownerAsked(db, question, scope);
  if (!owner) return null;
  if (scope.organisations.length === 0) return null;
  const overdueOnly = /\b(overdue|late|behind|past due)\b/i.test(question);
  const rows = await openActionsOf(db, { owner: owner.personId, scope: scopeKey(scope) });
  const today = utcToZoned(new Date(), scope.timeZone).date;
  const listed = overdueOnly ? rows.filter((r) => r.due_date !== null && r.due_date < today) : rows;
  const who = owner.isAsker ? "You have" : `${owner.name} has`;
  if (listed.length === 0)
    return overdueOnly ? `${who} no overdue actions.` : `${who} no open actions.`;
  const heading = `${who} ${listed.length} ${overdueOnly ? "overdue" : "open"} action${listed.length === 1 ? "" : "s"}:`;
  const lines = listed.map((a) => {
    const due = a.due_date
      ? `due ${calendarDate(a.due_date)}${a.due_date < today ? " (**overdue**)" : ""}`
      : "no due date";
    const cite =
      a.meeting_id && a.meeting_title
        ? ` ${book.cite({ documentType: "Meeting", meetingId: a.meeting_id, organisationId: a.organisation_id, documentName: a.meeting_title })}`
        : "";
    return `- ${a.description} — ${due}, ${actionStatusLabels[a.status].toLowerCase()}${cite}`;
  });
  return [heading, "", ...lines].join("\n");
}
