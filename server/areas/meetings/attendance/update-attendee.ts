import { and, eq, inArray } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db, Tx } from "../../../db/client.js";
import { agendaItems, meetingAttendees } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { lockMeetingForEdit } from "../meeting-guards.js";

type AttendeeRow = typeof meetingAttendees.$inferSelect;

export type AttendancePatch = {
  status?: AttendeeRow["status"];
  note?: string | null;
  departed?: boolean;
  arrivedAtItemId?: string | null;
  departedAtItemId?: string | null;
};

const chooseItem = "Choose an item of this meeting's agenda.";

/** Arrival and departure points must be items of this meeting; every other id is refused alike. */
async function assertMeetingItems(
  tx: Tx,
  meetingId: string,
  named: Record<string, string | null | undefined>,
): Promise<void> {
  const ids = Object.values(named).filter((id): id is string => Boolean(id));
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: agendaItems.id })
    .from(agendaItems)
    .where(and(eq(agendaItems.meetingId, meetingId), inArray(agendaItems.id, ids)));
  const known = new Set(found.map((row) => row.id));
  const fields = Object.fromEntries(
    Object.entries(named)
      .filter(([, id]) => id && !known.has(id))
      .map(([field]) => [field, chooseItem]),
  );
  if (Object.keys(fields).length > 0) throw new AppError("badRequest", chooseItem, { fields });
}

/** Marks someone present, apologised or absent, with a note, an arrival or a departure. */
export async function updateAttendee(
  db: Db,
  org: OrgActor,
  meetingId: string,
  attendeeId: string,
  patch: AttendancePatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    const [before] = await tx
      .select()
      .from(meetingAttendees)
      .where(and(eq(meetingAttendees.id, attendeeId), eq(meetingAttendees.meetingId, meetingId)))
      .limit(1);
    if (!before) throw new AppError("notFound", "That attendee is not on this meeting.");
    await assertMeetingItems(tx, meetingId, {
      arrivedAtItemId: patch.arrivedAtItemId,
      departedAtItemId: patch.departedAtItemId,
    });
    const departing =
      patch.departed === true ||
      (patch.departedAtItemId !== undefined && patch.departedAtItemId !== null);
    const [after] = await tx
      .update(meetingAttendees)
      .set({ ...patch, departed: patch.departed ?? (departing ? true : before.departed) })
      .where(eq(meetingAttendees.id, attendeeId))
      .returning();
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "attendance.update",
      subjectType: "meetingAttendee",
      subjectId: attendeeId,
      before,
      after,
    });
  });
}
