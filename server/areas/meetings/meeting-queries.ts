import { and, asc, desc, eq, gte, isNull, lt, lte } from "drizzle-orm";
import type { MeetingDetail, MeetingSummary } from "../../../common/contracts/meetings.js";
import { agendaCloseTime, numberAgenda } from "../../../common/meetings/agenda.js";
import {
  manualTransitionsFrom,
  meetingStateLabels,
} from "../../../common/meetings/meeting-state.js";
import type { DbOrTx } from "../../db/client.js";
import {
  agendaChanges,
  agendaItems,
  meetingAttendees,
  meetingLocations,
  meetings,
  people,
} from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { notFound } from "../../http/app-error.js";
import { itemRecords } from "./item-records.js";
import { can } from "./policy.js";

type MeetingRow = typeof meetings.$inferSelect;

function summary(m: MeetingRow, locationName: string | null): MeetingSummary {
  return {
    Id: m.id,
    Title: m.title,
    StartTime: m.startTime.toISOString(),
    EndTime: m.endTime.toISOString(),
    TimeZone: m.timeZone,
    Location: locationName ?? m.locationText,
    State: m.state,
    StateLabel: meetingStateLabels[m.state],
    OrganisationId: m.organisationId,
  };
}

export type ListOptions = {
  when: "upcoming" | "past" | "all";
  fromDate?: string;
  toDate?: string;
  pageSize: number;
};

export async function listMeetings(
  db: DbOrTx,
  organisationId: string,
  options: ListOptions,
  now = new Date(),
): Promise<MeetingSummary[]> {
  const conditions = [eq(meetings.organisationId, organisationId), isNull(meetings.cancelledAt)];
  if (options.when === "upcoming") conditions.push(gte(meetings.endTime, now));
  if (options.when === "past") conditions.push(lt(meetings.endTime, now));
  if (options.fromDate) conditions.push(gte(meetings.startTime, new Date(options.fromDate)));
  if (options.toDate) conditions.push(lte(meetings.startTime, new Date(options.toDate)));
  const rows = await db
    .select({ m: meetings, location: meetingLocations.name })
    .from(meetings)
    .leftJoin(meetingLocations, eq(meetingLocations.id, meetings.locationId))
    .where(and(...conditions))
    .orderBy(options.when === "past" ? desc(meetings.startTime) : asc(meetings.startTime))
    .limit(options.pageSize);
  return rows.map((r) => summary(r.m, r.location));
}

export async function loadMeeting(db: DbOrTx, meetingId: string): Promise<MeetingRow> {
  const [m] = await db.select().from(meetings).where(eq(meetings.id, meetingId)).limit(1);
  if (!m) throw notFound("That meeting");
  return m;
}

export async function meetingDetail(
  db: DbOrTx,
  org: OrgActor,
  meetingId: string,
): Promise<MeetingDetail> {
  const [row] = await db
    .select({ m: meetings, location: meetingLocations.name })
    .from(meetings)
    .leftJoin(meetingLocations, eq(meetingLocations.id, meetings.locationId))
    .where(eq(meetings.id, meetingId))
    .limit(1);
  if (!row) throw notFound("That meeting");
  const m = row.m;
  const readAgenda = can(org, "readAgenda");
  const [mine] = await db
    .select({ rsvp: meetingAttendees.rsvp })
    .from(meetingAttendees)
    .where(
      and(
        eq(meetingAttendees.meetingId, meetingId),
        eq(meetingAttendees.personId, org.actor.personId),
      ),
    )
    .limit(1);
  const edit = can(org, "edit");
  const items = readAgenda
    ? await db.select().from(agendaItems).where(eq(agendaItems.meetingId, meetingId))
    : [];
  const numbered = numberAgenda(items, m.startTime);
  const recordsOf = await itemRecords(db, meetingId, readAgenda ? items.map((i) => i.id) : []);
  const changes = edit
    ? await db
        .select({
          summary: agendaChanges.summary,
          at: agendaChanges.at,
          first: people.firstName,
          last: people.lastName,
        })
        .from(agendaChanges)
        .leftJoin(people, eq(people.id, agendaChanges.personId))
        .where(eq(agendaChanges.meetingId, meetingId))
        .orderBy(desc(agendaChanges.at))
        .limit(100)
    : [];
  return {
    ...summary(m, row.location),
    Version: m.version,
    CancelledAt: m.cancelledAt?.toISOString() ?? null,
    LocationId: m.locationId,
    CloseTime: agendaCloseTime(items, m.startTime).toISOString(),
    AgendaChangedSincePublish: m.agendaChangedSincePublish,
    Agenda: readAgenda
      ? numbered.map((i) => ({
          Id: i.id,
          ParentId: i.parentId,
          Number: i.number,
          Position: i.position,
          Type: i.type,
          IsHeading: i.isHeading,
          Title: i.title,
          Description: i.description,
          DescriptionDoc: i.descriptionDoc,
          Presenter: i.presenter,
          DurationMinutes: i.durationMinutes,
          StartsAt: i.startsAt.toISOString(),
          Motion: i.motion,
          Minutes: i.minutes,
          MinutesDoc: i.minutesDoc,
          MinutesVersion: i.minutesVersion,
          ...recordsOf(i.id),
        }))
      : null,
    Transitions: edit
      ? manualTransitionsFrom(m.state).map((t) => ({
          action: t.action,
          label: t.label,
          direction: t.direction,
        }))
      : [],
    Abilities: { edit, readAgenda },
    MyRsvp: {
      Rsvp: mine?.rsvp ?? null,
      // Replies close when the meeting starts, or once its minutes are being taken.
      CanAnswer:
        mine !== undefined &&
        m.cancelledAt === null &&
        m.startTime.getTime() > Date.now() &&
        (m.state === "PreAgenda" || m.state === "Draft" || m.state === "PublishedAgenda"),
    },
    ChangesLog: changes.map((c) => ({
      Summary: c.summary,
      At: c.at.toISOString(),
      By: c.first ? `${c.first} ${c.last}` : null,
    })),
  };
}
