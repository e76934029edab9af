import { and, eq, notInArray, sql } from "drizzle-orm";
import { isOverdue } from "../../../common/actions.js";
import { type HomeAction, homeListLimit } from "../../../common/contracts/home.js";
import type { DbOrTx } from "../../db/client.js";
import { isAnyOfIds, preparedFor } from "../../db/prepared.js";
import { actionItems, actionOwners, meetings } from "../../db/schema/index.js";
import { type MyOrganisations, organisationName } from "./my-organisations.js";

/**
 * The person's open actions in every organisation, overdue first, then by due date
 * (undated last). Reached through action_owners_person_idx.
 */
const myOpenActions = preparedFor((db) =>
  db
    .select({
      id: actionItems.id,
      description: actionItems.description,
      dueDate: actionItems.dueDate,
      status: actionItems.status,
      organisationId: actionItems.organisationId,
      meetingId: actionItems.meetingId,
      meetingTitle: meetings.title,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(actionOwners)
    .innerJoin(actionItems, eq(actionItems.id, actionOwners.actionId))
    .leftJoin(meetings, eq(meetings.id, actionItems.meetingId))
    .where(
      and(
        eq(actionOwners.personId, sql.placeholder("personId")),
        isAnyOfIds(actionItems.organisationId, "orgIds"),
        notInArray(actionItems.status, ["Done", "Cancelled"]),
      ),
    )
    .orderBy(
      sql`${actionItems.dueDate} asc nulls last`,
      sql`${actionItems.createdAt} desc`,
      actionItems.id,
    )
    .limit(homeListLimit)
    .prepare("home_open_actions"),
);

export async function homeActions(
  db: DbOrTx,
  orgs: MyOrganisations,
  personId: string,
): Promise<{ items: HomeAction[]; total: number }> {
  if (orgs.actionOrgIds.length === 0) return { items: [], total: 0 };
  const rows = await myOpenActions(db).execute({ personId, orgIds: orgs.actionOrgIds });

  const items = rows.map((a) => ({
    Id: a.id,
    Description: a.description,
    DueDate: a.dueDate,
    Status: a.status,
    Overdue: isOverdue(a.status, a.dueDate, orgs.byId.get(a.organisationId)?.today ?? ""),
    OrganisationId: a.organisationId,
    OrganisationName: organisationName(orgs, a.organisationId),
    MeetingId: a.meetingId,
    MeetingTitle: a.meetingTitle,
  }));
  // Organisations keep different clocks, so "overdue" can differ from date order by a day.
  const overdueFirst = [...items.filter((a) => a.Overdue), ...items.filter((a) => !a.Overdue)];
  return { items: overdueFirst, total: rows[0]?.total ?? 0 };
}
