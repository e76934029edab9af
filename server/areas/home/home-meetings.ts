import { and, asc, count, desc, gte, inArray, isNull, lt, type SQL } from "drizzle-orm";
import type { HomeMeeting, MyHomeQuery } from "../../../common/contracts/home.js";
import { meetingStateLabels } from "../../../common/meetings/meeting-state.js";
import type { DbOrTx } from "../../db/client.js";
import { meetings } from "../../db/schema/index.js";
import { type MyOrganisations, organisationName } from "./my-organisations.js";

const dayMs = 86_400_000;
/**
 * A meeting ends on the day it starts (create and edit take one date), so one that
 * has not ended started less than a day ago, plus an hour for a daylight-saving
 * change. Bounding start_time lets meetings_org_start_idx find upcoming meetings.
 */
const longestMeetingMs = 25 * 3_600_000;

function meetingConditions(orgIds: string[], query: MyHomeQuery, now: Date): SQL[] {
  const days = query.timeFrame === "all" ? null : Number(query.timeFrame);
  const conditions = [inArray(meetings.organisationId, orgIds), isNull(meetings.cancelledAt)];
  if (query.direction === "upcoming") {
    conditions.push(
      gte(meetings.endTime, now),
      gte(meetings.startTime, new Date(now.getTime() - longestMeetingMs)),
    );
    if (days !== null)
      conditions.push(lt(meetings.startTime, new Date(now.getTime() + days * dayMs)));
  } else {
    conditions.push(lt(meetings.endTime, now), lt(meetings.startTime, now));
    if (days !== null)
      conditions.push(gte(meetings.startTime, new Date(now.getTime() - days * dayMs)));
  }
  return conditions;
}

/**
 * One page of the person's meetings across their organisations: upcoming soonest
 * first, past latest first; with the total for the pager.
 */
export async function homeMeetings(
  db: DbOrTx,
  orgs: MyOrganisations,
  query: MyHomeQuery,
  now: Date,
): Promise<{ items: HomeMeeting[]; total: number }> {
  if (orgs.meetingOrgIds.length === 0) return { items: [], total: 0 };
  const where = and(...meetingConditions(orgs.meetingOrgIds, query, now));
  const order =
    query.direction === "upcoming"
      ? [asc(meetings.startTime), asc(meetings.id)]
      : [desc(meetings.startTime), desc(meetings.id)];
  // Independent reads: on PostgreSQL they run on two pooled connections at once.
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: meetings.id,
        title: meetings.title,
        organisationId: meetings.organisationId,
        startTime: meetings.startTime,
        endTime: meetings.endTime,
        timeZone: meetings.timeZone,
        state: meetings.state,
      })
      .from(meetings)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(meetings).where(where),
  ]);
  return {
    total: counted?.n ?? 0,
    items: rows.map((m) => ({
      Id: m.id,
      Title: m.title,
      OrganisationId: m.organisationId,
      OrganisationName: organisationName(orgs, m.organisationId),
      StartTime: m.startTime.toISOString(),
      EndTime: m.endTime.toISOString(),
      TimeZone: m.timeZone,
      State: m.state,
      StateLabel: meetingStateLabels[m.state],
    })),
  };
}
