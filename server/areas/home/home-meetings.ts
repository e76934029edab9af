import { and, asc, desc, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { HomeMeeting, MyHomeQuery } from "../../../common/contracts/home.js";
import { meetingStateLabels } from "../../../common/meetings/meeting-state.js";
import type { DbOrTx } from "../../db/client.js";
import { isAnyOfIds, preparedFor } from "../../db/prepared.js";
import { meetings } from "../../db/schema/index.js";
import { type MyOrganisations, organisationName } from "./my-organisations.js";

const dayMs = 86_400_000;
/**
 * A meeting ends on the day it starts (create and edit take one date), so one that
 * has not ended started less than a day ago, plus an hour for a daylight-saving
 * change. Bounding start_time lets meetings_org_start_idx find upcoming meetings.
 */
const longestMeetingMs = 25 * 3_600_000;

type Shape = { upcoming: boolean; bounded: boolean };

/**
 * The conditions of one of the four shapes (upcoming or past, within a time frame or
 * not), with the times as placeholders: now, and from/to for the frame's edges.
 */
function meetingConditions({ upcoming, bounded }: Shape): SQL[] {
  const now = sql.placeholder("now");
  const conditions = [isAnyOfIds(meetings.organisationId, "orgIds"), isNull(meetings.cancelledAt)];
  if (upcoming) {
    conditions.push(gte(meetings.endTime, now), gte(meetings.startTime, sql.placeholder("from")));
    if (bounded) conditions.push(lt(meetings.startTime, sql.placeholder("to")));
  } else {
    conditions.push(lt(meetings.endTime, now), lt(meetings.startTime, now));
    if (bounded) conditions.push(gte(meetings.startTime, sql.placeholder("from")));
  }
  return conditions;
}

/** One page of one shape, upcoming soonest first, past latest first, with the total before paging. */
function meetingPage(shape: Shape, name: string) {
  return preparedFor((db) =>
    db
      .select({
        id: meetings.id,
        title: meetings.title,
        organisationId: meetings.organisationId,
        startTime: meetings.startTime,
        endTime: meetings.endTime,
        timeZone: meetings.timeZone,
        state: meetings.state,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(meetings)
      .where(and(...meetingConditions(shape)))
      .orderBy(
        ...(shape.upcoming
          ? [asc(meetings.startTime), asc(meetings.id)]
          : [desc(meetings.startTime), desc(meetings.id)]),
      )
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name),
  );
}

const pages = {
  upcomingWithin: meetingPage({ upcoming: true, bounded: true }, "home_meetings_upcoming_within"),
  upcomingAll: meetingPage({ upcoming: true, bounded: false }, "home_meetings_upcoming_all"),
  pastWithin: meetingPage({ upcoming: false, bounded: true }, "home_meetings_past_within"),
  pastAll: meetingPage({ upcoming: false, bounded: false }, "home_meetings_past_all"),
};

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
  const days = query.timeFrame === "all" ? null : Number(query.timeFrame);
  const upcoming = query.direction === "upcoming";
  const statement = upcoming
    ? days === null
      ? pages.upcomingAll
      : pages.upcomingWithin
    : days === null
      ? pages.pastAll
      : pages.pastWithin;
  const frameMs = (days ?? 0) * dayMs;
  const params = {
    orgIds: orgs.meetingOrgIds,
    now,
    from: upcoming ? new Date(now.getTime() - longestMeetingMs) : new Date(now.getTime() - frameMs),
    to: new Date(now.getTime() + frameMs),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const rows = await statement(db).execute(params);
  // A page past the end has no rows to carry the total: count with the first row.
  const total =
    rows[0]?.total ??
    (params.offset > 0
      ? ((await statement(db).execute({ ...params, limit: 1, offset: 0 }))[0]?.total ?? 0)
      : 0);
  return {
    total,
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
