import { eq, max } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { meetingAttendees } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { lockMeetingForEdit } from "../meeting-guards.js";

/** A named guest, present, at the end of the list (a guest neither votes nor counts for quorum). */
export async function addGuest(
  db: Db,
  org: OrgActor,
  meetingId: string,
  name: string,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    const [{ last } = { last: 0 }] = await tx
      .select({ last: max(meetingAttendees.position) })
      .from(meetingAttendees)
      .where(eq(meetingAttendees.meetingId, meetingId));
    const [row] = await tx
      .insert(meetingAttendees)
      .values({
        meetingId,
        isGuest: true,
        guestName: name,
        position: (last ?? 0) + 1,
        status: "present",
      })
      .returning();
    if (!row) throw new Error("guest insert returned nothing");
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "attendance.addGuest",
      subjectType: "meetingAttendee",
      subjectId: row.id,
      after: row,
    });
    return { id: row.id };
  });
}
