import type { CreateMeetingBody } from "../../../common/contracts/meetings.js";
import { zonedToUtc } from "../../../common/zoned-time.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { meetings } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { seedAttendees } from "./attendance/seed-attendees.js";
import { resolveTimeZone } from "./meeting-time-zone.js";

/** A new meeting on its zone's clock, everyone with access expected at it. */
export async function createMeeting(
  db: Db,
  org: OrgActor,
  input: CreateMeetingBody,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const timeZone = await resolveTimeZone(
      tx,
      org.organisation.id,
      input.locationId,
      input.timeZone,
    );
    const [meeting] = await tx
      .insert(meetings)
      .values({
        organisationId: org.organisation.id,
        title: input.title,
        startTime: zonedToUtc(input.date, input.startTime, timeZone),
        endTime: zonedToUtc(input.date, input.endTime, timeZone),
        timeZone,
        locationId: input.locationId ?? null,
        locationText: input.locationText || null,
        createdBy: org.actor.personId,
      })
      .returning();
    if (!meeting) throw new Error("meeting insert returned nothing");
    await seedAttendees(tx, meeting.id, org.organisation.id);
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "meeting.create",
      subjectType: "meeting",
      subjectId: meeting.id,
      after: meeting,
    });
    return { id: meeting.id };
  });
}
