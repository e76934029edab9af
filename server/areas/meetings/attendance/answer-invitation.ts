import { and, eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { meetingAttendees } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { lockMeetingForEdit } from "../meeting-guards.js";

/** A person answers a notice: attending, or an apology (which the attendance list then starts from). */
export async function answerInvitation(
  db: Db,
  org: OrgActor,
  meetingId: string,
  rsvp: "attending" | "apology",
): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    if (m.startTime.getTime() < Date.now())
      throw new AppError("conflict", "This meeting has already started.");
    const [row] = await tx
      .select()
      .from(meetingAttendees)
      .where(
        and(
          eq(meetingAttendees.meetingId, meetingId),
          eq(meetingAttendees.personId, org.actor.personId),
        ),
      )
      .limit(1);
    if (!row) throw new AppError("forbidden", "You are not on this meeting's attendee list.");
    const status =
      row.status === "expected" || row.status === "apology"
        ? rsvp === "apology"
          ? "apology"
          : "expected"
        : row.status;
    await tx.update(meetingAttendees).set({ rsvp, status }).where(eq(meetingAttendees.id, row.id));
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "attendance.rsvp",
      subjectType: "meetingAttendee",
      subjectId: row.id,
      after: { rsvp },
    });
  });
}
