import { and, asc, desc, eq, sql } from "drizzle-orm";
import { isCompleted, isOverdue } from "../../../common/actions.js";
import { utcToZoned } from "../../../common/zoned-time.js";
import type { DbOrTx } from "../../db/client.js";
import { preparedFor } from "../../db/prepared.js";
import {
  actionItems,
  actionOwners,
  actionUpdates,
  meetings,
  organisations,
  people,
} from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { can, canUpdateAction, seesAllActions } from "./policy.js";

export type ActionListOptions = { tab: "current" | "completed"; ownerId?: string };

type ListedOwner = { personId: string; first: string; last: string };

/**
 * One statement per shape (current or completed; everyone's or only the viewer's): the
 * actions with their owners and the organisation's time zone, at most 1,000, soonest due
 * first. Owners come as JSON in the same row, so the list costs one round trip.
 */
function actionListStatement(completedTab: boolean, ownOnly: boolean, name: string) {
  return preparedFor((db) =>
    db
      .select({
        a: actionItems,
        meetingTitle: meetings.title,
        timeZone: organisations.timeZone,
        owners: sql<ListedOwner[]>`(
          select coalesce(json_agg(json_build_object(
            'personId', ${actionOwners.personId}, 'first', ${people.firstName}, 'last', ${people.lastName}
          ) order by ${people.lastName}, ${people.firstName}, ${actionOwners.personId}), '[]'::json)
          from ${actionOwners} join ${people} on ${people.id} = ${actionOwners.personId}
          where ${actionOwners.actionId} = ${actionItems.id})`,
      })
      .from(actionItems)
      .innerJoin(organisations, eq(organisations.id, actionItems.organisationId))
      .leftJoin(meetings, eq(meetings.id, actionItems.meetingId))
      .where(
        and(
          eq(actionItems.organisationId, sql.placeholder("organisationId")),
          completedTab
            ? sql`${actionItems.status} in ('Done', 'Cancelled')`
            : sql`${actionItems.status} not in ('Done', 'Cancelled')`,
          ownOnly
            ? sql`exists (select 1 from ${actionOwners} where ${actionOwners.actionId} = ${actionItems.id} and ${actionOwners.personId} = ${sql.placeholder("viewerId")})`
            : undefined,
        ),
      )
      .orderBy(
        asc(sql`coalesce(${actionItems.dueDate}, '9999-12-31')`),
        desc(actionItems.createdAt),
      )
      .limit(1000)
      .prepare(name),
  );
}

const actionLists = {
  currentAll: actionListStatement(false, false, "action_list_current_all"),
  currentOwn: actionListStatement(false, true, "action_list_current_own"),
  completedAll: actionListStatement(true, false, "action_list_completed_all"),
  completedOwn: actionListStatement(true, true, "action_list_completed_own"),
};

/** The action list of one organisation: current or completed, with a count per owner for the filter. */
export async function listActions(db: DbOrTx, org: OrgActor, options: ActionListOptions) {
  const ownOnly = !seesAllActions(org);
  const statement =
    options.tab === "completed"
      ? ownOnly
        ? actionLists.completedOwn
        : actionLists.completedAll
      : ownOnly
        ? actionLists.currentOwn
        : actionLists.currentAll;
  const rows = await statement(db).execute({
    organisationId: org.organisation.id,
    viewerId: org.actor.personId,
  });
  // Every row carries the organisation's zone; with no rows there is no time to show.
  const timeZone = rows[0]?.timeZone ?? "UTC";
  const today = utcToZoned(new Date(), timeZone).date;
  const owners = rows.flatMap((r) => r.owners.map((o) => ({ ...o, actionId: r.a.id })));
  const counts = new Map<string, { PersonId: string; Name: string; Count: number }>();
  for (const o of owners) {
    const c = counts.get(o.personId) ?? {
      PersonId: o.personId,
      Name: `${o.first} ${o.last}`,
      Count: 0,
    };
    c.Count++;
    counts.set(o.personId, c);
  }
  // Owners by action, built once: the list and the filter read it per action.
  const ownersOf = new Map<string, { PersonId: string; Name: string }[]>();
  for (const o of owners) {
    const list = ownersOf.get(o.actionId) ?? [];
    list.push({ PersonId: o.personId, Name: `${o.first} ${o.last}` });
    ownersOf.set(o.actionId, list);
  }
  const visible = options.ownerId
    ? rows.filter((r) => ownersOf.get(r.a.id)?.some((o) => o.PersonId === options.ownerId))
    : rows;
  return {
    actions: visible.map(({ a, meetingTitle }) => ({
      Id: a.id,
      Description: a.description,
      DueDate: a.dueDate,
      Status: a.status,
      Completed: isCompleted(a.status),
      Overdue: isOverdue(a.status, a.dueDate, today),
      Owners: ownersOf.get(a.id) ?? [],
      CanUpdate: canUpdateAction(
        org,
        (ownersOf.get(a.id) ?? []).map((o) => o.PersonId),
      ),
      MeetingId: a.meetingId,
      MeetingTitle: meetingTitle,
      AgendaItemId: a.agendaItemId,
    })),
    owners: [...counts.values()].sort((x, y) => x.Name.localeCompare(y.Name)),
    CanManage: can(org, "manage"),
    TimeZone: timeZone,
  };
}

/** An action's progress notes, if the action is in this organisation and the viewer may see it. */
export async function actionHistory(db: DbOrTx, org: OrgActor, actionId: string) {
  const [a] = await db
    .select({ id: actionItems.id })
    .from(actionItems)
    .where(and(eq(actionItems.id, actionId), eq(actionItems.organisationId, org.organisation.id)))
    .limit(1);
  const mine = await db
    .select()
    .from(actionOwners)
    .where(and(eq(actionOwners.actionId, actionId), eq(actionOwners.personId, org.actor.personId)))
    .limit(1);
  if (!a || (!seesAllActions(org) && mine.length === 0))
    throw new AppError("notFound", "That action was not found.");
  const rows = await db
    .select({ u: actionUpdates, first: people.firstName, last: people.lastName })
    .from(actionUpdates)
    .innerJoin(people, eq(people.id, actionUpdates.personId))
    .where(eq(actionUpdates.actionId, actionId))
    .orderBy(desc(actionUpdates.createdAt));
  return rows.map(({ u, first, last }) => ({
    Id: u.id,
    Text: u.text,
    StatusAfter: u.statusAfter,
    By: `${first} ${last}`,
    At: u.createdAt.toISOString(),
  }));
}
