import { eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { meetingAttendees } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { lockMeetingForEdit } from "../meeting-guards.js";

/**
 * The attendance list in a new order (the minutes list people in it: chair first, then as
 * the secretary chooses). The order must name every attendee once, so a list that changed
 * meanwhile (a guest added) is refused rather than half applied.
 */
export async function reorderAttendees(
  db: Db,
  org: OrgActor,
  meetingId: string,
  attendeeIds: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    const rows = await tx
      .select({ id: meetingAttendees.id })
      .from(meetingAttendees)
      .where(eq(meetingAttendees.meetingId, meetingId));
    const known = new Set(rows.map((r) => r.id));
    if (
      new Set(attendeeIds).size !== attendeeIds.length ||
      attendeeIds.length !== known.size ||
      attendeeIds.some((id) => !known.has(id))
    )
      throw new AppError(
        "conflict",
        "The attendance list changed while you were reordering it. Reload and try again.",
      );
    for (const [i, id] of attendeeIds.entries())
      await tx
        .update(meetingAttendees)
        .set({ position: i + 1 })
        .where(eq(meetingAttendees.id, id));
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "attendance.reorder",
      subjectType: "meeting",
      subjectId: meetingId,
      after: { attendeeIds },
    });
  });
}
