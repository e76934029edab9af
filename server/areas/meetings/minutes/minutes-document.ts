import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { calendarDate, formatInZone } from "../../../../common/date-formatters.js";
import { numberAgenda } from "../../../../common/meetings/agenda.js";
import { tallyPhrase } from "../../../../common/votes/vote-math.js";
import type { DbOrTx } from "../../../db/client.js";
import {
  actionItems,
  actionOwners,
  agendaItems,
  decisions,
  itemConflicts,
  meetings,
  minuteConfirmations,
  people,
} from "../../../db/schema/index.js";
import { notFound } from "../../../http/app-error.js";
import type { MinutesInput } from "../../../pdf/minutes-pdf.js";
import { loadAttendance } from "../attendance/queries.js";
import { meetingWhen } from "../meeting-format.js";
import { meetingHeading } from "../meeting-heading.js";

const outcomeLabel: Record<string, string> = {
  Approved: "Approved",
  NotApproved: "Not approved",
  Noted: "Noted",
  Deferred: "Deferred",
};

/** Everything the minutes PDF shows, read from the meeting's records. */
export async function minutesInput(db: DbOrTx, meetingId: string): Promise<MinutesInput> {
  const [m] = await db.select().from(meetings).where(eq(meetings.id, meetingId)).limit(1);
  if (!m) throw notFound("That meeting");
  const heading = await meetingHeading(db, m);
  const items = numberAgenda(
    await db.select().from(agendaItems).where(eq(agendaItems.meetingId, meetingId)),
    m.startTime,
  );
  const decisionRows = await db
    .select()
    .from(decisions)
    .where(eq(decisions.meetingId, meetingId))
    .orderBy(asc(decisions.createdAt));
  const actionRows = await db
    .select()
    .from(actionItems)
    .where(eq(actionItems.meetingId, meetingId))
    .orderBy(asc(actionItems.createdAt));
  const owners = actionRows.length
    ? await db
        .select()
        .from(actionOwners)
        .where(
          inArray(
            actionOwners.actionId,
            actionRows.map((a) => a.id),
          ),
        )
    : [];
  const conflicts = items.length
    ? await db
        .select()
        .from(itemConflicts)
        .where(
          inArray(
            itemConflicts.agendaItemId,
            items.map((i) => i.id),
          ),
        )
    : [];
  const ids = [
    ...decisionRows.flatMap((d) => [d.moverPersonId, d.seconderPersonId]),
    ...owners.map((o) => o.personId),
    ...conflicts.map((c) => c.personId),
  ].filter((id): id is string => id !== null);
  const nameRows = ids.length
    ? await db
        .select({ id: people.id, first: people.firstName, last: people.lastName })
        .from(people)
        .where(inArray(people.id, [...new Set(ids)]))
    : [];
  const names = new Map(nameRows.map((p) => [p.id, `${p.first} ${p.last}`]));
  const attendance = await loadAttendance(db, meetingId, m.organisationId);
  const by = (status: string) =>
    attendance.attendees.filter((a) => !a.IsGuest && a.Status === status).map((a) => a.Name);
  const q = attendance.quorum;
  const [confirmation] = await db
    .select({
      c: minuteConfirmations,
      title: meetings.title,
      start: meetings.startTime,
      tz: meetings.timeZone,
    })
    .from(minuteConfirmations)
    .innerJoin(meetings, eq(meetings.id, minuteConfirmations.confirmingMeetingId))
    .where(
      and(eq(minuteConfirmations.meetingId, meetingId), isNull(minuteConfirmations.reversedAt)),
    )
    .limit(1);
  const due = (d: string | null) => (d ? calendarDate(d) : null);
  return {
    organisationName: heading.organisationName,
    meetingTitle: m.title,
    when: meetingWhen(m),
    location: heading.place,
    title: m.state === "Complete" || m.state === "Review" ? "Minutes" : "Draft Minutes",
    attendance: {
      present: by("present"),
      apologies: by("apology"),
      absent: by("absent"),
      guests: attendance.attendees.filter((a) => a.IsGuest).map((a) => a.Name),
    },
    quorum: `Quorum: ${q.present} of ${q.members} members present (more than ${q.percentage} % needed) — ${q.reached ? "reached" : "not reached"}`,
    items: items.map((i) => ({
      number: i.number,
      title: i.title,
      isHeading: i.isHeading,
      minutes: i.minutes,
      decisions: decisionRows
        .filter((d) => d.agendaItemId === i.id)
        .map((d) => ({
          title: d.title,
          outcome: outcomeLabel[d.outcome] ?? d.outcome,
          mover: d.moverPersonId ? (names.get(d.moverPersonId) ?? null) : null,
          seconder: d.seconderPersonId ? (names.get(d.seconderPersonId) ?? null) : null,
          text: d.text,
          tally: d.tally ? tallyPhrase(d.tally, d.outcome === "Approved") : null,
        })),
      actions: actionRows
        .filter((a) => a.agendaItemId === i.id)
        .map((a) => ({
          description: a.description,
          owners: owners
            .filter((o) => o.actionId === a.id)
            .map((o) => names.get(o.personId) ?? "")
            .join(", "),
          due: due(a.dueDate),
        })),
      conflicts: conflicts
        .filter((c) => c.agendaItemId === i.id)
        .map((c) => `${names.get(c.personId) ?? ""}${c.note ? ` (${c.note})` : ""}`),
    })),
    confirmation: confirmation
      ? `Confirmed ${confirmation.c.mode === "asPresented" ? "as presented" : "with changes"} at ${confirmation.title} of ${formatInZone(confirmation.start, confirmation.tz, "date")}.${confirmation.c.changes ? ` Changes: ${confirmation.c.changes}` : ""}`
      : null,
    // A PDF's reader may be on any clock: the zone is named.
    closeTime: m.closeTime ?? formatInZone(m.endTime, m.timeZone, "timeWithZone"),
  };
}
