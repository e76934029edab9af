import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type ActionStatus, isCompleted, isOverdue } from "../../../common/actions.js";
import { utcToZoned } from "../../../common/zoned-time.js";
import type { DbOrTx } from "../../db/client.js";
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
import { can, seesAllActions } from "./policy.js";

export type ActionListOptions = { tab: "current" | "completed"; ownerId?: string };

/** The action list of one organisation: current or completed, with a count per owner for the filter. */
export async function listActions(db: DbOrTx, org: OrgActor, options: ActionListOptions) {
  const completed: ActionStatus[] = ["Done", "Cancelled"];
  const conditions: SQL[] = [eq(actionItems.organisationId, org.organisation.id)];
  conditions.push(
    options.tab === "completed"
      ? inArray(actionItems.status, completed)
      : sql`${actionItems.status} not in ('Done', 'Cancelled')`,
  );
  if (!seesAllActions(org)) {
    conditions.push(
      sql`exists (select 1 from ${actionOwners} where ${actionOwners.actionId} = ${actionItems.id} and ${actionOwners.personId} = ${org.actor.personId})`,
    );
  }
  const rows = await db
    .select({ a: actionItems, meetingTitle: meetings.title })
    .from(actionItems)
    .leftJoin(meetings, eq(meetings.id, actionItems.meetingId))
    .where(and(...conditions))
    .orderBy(asc(sql`coalesce(${actionItems.dueDate}, '9999-12-31')`), desc(actionItems.createdAt))
    .limit(1000);
  const ids = rows.map((r) => r.a.id);
  const owners = ids.length
    ? await db
        .select({
          actionId: actionOwners.actionId,
          personId: actionOwners.personId,
          first: people.firstName,
          last: people.lastName,
        })
        .from(actionOwners)
        .innerJoin(people, eq(people.id, actionOwners.personId))
        .where(inArray(actionOwners.actionId, ids))
    : [];
  const [org_] = await db
    .select({ tz: organisations.timeZone })
    .from(organisations)
    .where(eq(organisations.id, org.organisation.id));
  const today = utcToZoned(new Date(), org_?.tz ?? "UTC").date;
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
      MeetingId: a.meetingId,
      MeetingTitle: meetingTitle,
      AgendaItemId: a.agendaItemId,
    })),
    owners: [...counts.values()].sort((x, y) => x.Name.localeCompare(y.Name)),
    CanManage: can(org, "manage"),
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
