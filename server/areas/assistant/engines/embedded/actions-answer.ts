import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { actionStatusLabels } from "../../../../../common/actions.js";
import { utcToZoned } from "../../../../../common/zoned-time.js";
import type { DbOrTx } from "../../../../db/client.js";
import { isAnyOfIds, preparedFor } from "../../../../db/prepared.js";
import {
  actionItems,
  actionOwners,
  meetings,
  memberships,
  people,
} from "../../../../db/schema/index.js";
import type { AnswerScope, CitationBook } from "../engine.js";

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

const openActionsOf = preparedFor((db) =>
  db
    .select({ a: actionItems, meetingTitle: meetings.title })
    .from(actionItems)
    .innerJoin(actionOwners, eq(actionOwners.actionId, actionItems.id))
    .leftJoin(meetings, eq(meetings.id, actionItems.meetingId))
    .where(
      and(
        eq(actionOwners.personId, sql.placeholder("personId")),
        isAnyOfIds(actionItems.organisationId, "orgIds"),
        notInArray(actionItems.status, ["Done", "Cancelled"]),
      ),
    )
    .orderBy(sql`${actionItems.dueDate} is null`, asc(actionItems.dueDate))
    .prepare("assistant_open_actions_of"),
);

/** "What are my open actions?", "Which of Mele's actions are overdue?" */
export async function actionsAnswer(
  db: DbOrTx,
  question: string,
  scope: AnswerScope,
  book: CitationBook,
): Promise<string | null> {
  const owner = await ownerAsked(db, question, scope);
  if (!owner) return null;
  const orgIds = scope.organisations.map((o) => o.id);
  if (orgIds.length === 0) return null;
  const overdueOnly = /\b(overdue|late|behind|past due)\b/i.test(question);
  const rows = await openActionsOf(db).execute({ personId: owner.personId, orgIds });
  const today = utcToZoned(new Date(), scope.timeZone).date;
  const listed = overdueOnly
    ? rows.filter((r) => r.a.dueDate !== null && r.a.dueDate < today)
    : rows;
  const who = owner.isAsker ? "You have" : `${owner.name} has`;
  if (listed.length === 0)
    return overdueOnly ? `${who} no overdue actions.` : `${who} no open actions.`;
  const heading = `${who} ${listed.length} ${overdueOnly ? "overdue" : "open"} action${listed.length === 1 ? "" : "s"}:`;
  const lines = listed.map(({ a, meetingTitle }) => {
    const due = a.dueDate
      ? `due ${a.dueDate}${a.dueDate < today ? " (**overdue**)" : ""}`
      : "no due date";
    const cite =
      a.meetingId && meetingTitle
        ? ` ${book.cite({ documentType: "Meeting", meetingId: a.meetingId, organisationId: a.organisationId, documentName: meetingTitle })}`
        : "";
    return `- ${a.description} — ${due}, ${actionStatusLabels[a.status].toLowerCase()}${cite}`;
  });
  return [heading, "", ...lines].join("\n");
}
