import { and, asc, desc, eq, gte, isNull, lt, lte, sql } from "drizzle-orm";
import type { MeetingDetail, MeetingSummary } from "../../../common/contracts/meetings.js";
import { agendaCloseTime, numberAgenda } from "../../../common/meetings/agenda.js";
import {
  manualTransitionsFrom,
  meetingStateLabels,
} from "../../../common/meetings/meeting-state.js";
import type { DbOrTx } from "../../db/client.js";
import { preparedFor } from "../../db/prepared.js";
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
import { downloadsAllowed } from "../organisations/take-policy.js";
import { itemRecords } from "./item-records.js";
import { can, meetingAbilities } from "./policy.js";

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

const meetingDetailRow = preparedFor((db) =>
  db
    .select({ m: meetings, location: meetingLocations.name })
    .from(meetings)
    .leftJoin(meetingLocations, eq(meetingLocations.id, meetings.locationId))
    .where(eq(meetings.id, sql.placeholder("meetingId")))
    .limit(1)
    .prepare("meeting_detail"),
);

const myRsvpRow = preparedFor((db) =>
  db
    .select({ rsvp: meetingAttendees.rsvp })
    .from(meetingAttendees)
    .where(
      and(
        eq(meetingAttendees.meetingId, sql.placeholder("meetingId")),
        eq(meetingAttendees.personId, sql.placeholder("personId")),
      ),
    )
    .limit(1)
    .prepare("meeting_my_rsvp"),
);

const agendaItemRows = preparedFor((db) =>
  db
    .select()
    .from(agendaItems)
    .where(eq(agendaItems.meetingId, sql.placeholder("meetingId")))
    .prepare("meeting_agenda_items"),
);

const changeRows = preparedFor((db) =>
  db
    .select({
      summary: agendaChanges.summary,
      at: agendaChanges.at,
      first: people.firstName,
      last: people.lastName,
    })
    .from(agendaChanges)
    .leftJoin(people, eq(people.id, agendaChanges.personId))
    .where(eq(agendaChanges.meetingId, sql.placeholder("meetingId")))
    .orderBy(desc(agendaChanges.at))
    .limit(100)
    .prepare("meeting_changes_log"),
);

export async function meetingDetail(
  db: DbOrTx,
  org: OrgActor,
  meetingId: string,
): Promise<MeetingDetail> {
  const readAgenda = can(org, "readAgenda");
  const edit = can(org, "edit");
  // Every read at once: none needs another's answer (the access check found the meeting).
  const [[row], [mine], items, recordsOf, changes, downloads] = await Promise.all([
    meetingDetailRow(db).execute({ meetingId }),
    myRsvpRow(db).execute({ meetingId, personId: org.actor.personId }),
    readAgenda ? agendaItemRows(db).execute({ meetingId }) : [],
    readAgenda ? itemRecords(db, meetingId) : null,
    edit ? changeRows(db).execute({ meetingId }) : [],
    edit || !readAgenda ? edit : downloadsAllowed(db, org.organisation.id),
  ]);
  if (!row) throw notFound("That meeting");
  const m = row.m;
  const abilities = meetingAbilities(org, m);
  const numbered = numberAgenda(items, m.startTime);
  return {
    ...summary(m, row.location),
    Version: m.version,
    CancelledAt: m.cancelledAt?.toISOString() ?? null,
    LocationId: m.locationId,
    CloseTime: agendaCloseTime(items, m.startTime).toISOString(),
    AgendaChangedSincePublish: m.agendaChangedSincePublish,
    Agenda: recordsOf
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
    Transitions: abilities.editAgenda
      ? manualTransitionsFrom(m.state).map((t) => ({
          action: t.action,
          label: t.label,
          direction: t.direction,
        }))
      : [],
    Abilities: abilities,
    FilesDownloadable: readAgenda && downloads,
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
