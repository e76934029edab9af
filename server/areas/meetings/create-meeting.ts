import { and, eq } from "drizzle-orm";
import type { CreateMeetingBody } from "../../../common/contracts/meetings.js";
import { zonedToUtc } from "../../../common/zoned-time.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { meetingLocations, meetings, organisations } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { seedAttendees } from "./attendance.js";

async function ownLocation(db: DbOrTx, organisationId: string, locationId: string) {
  const [location] = await db
    .select()
    .from(meetingLocations)
    .where(
      and(eq(meetingLocations.id, locationId), eq(meetingLocations.organisationId, organisationId)),
    )
    .limit(1);
  if (!location)
    throw new AppError("badRequest", "That location does not belong to this organisation.", {
      fields: { locationId: "Choose one of the organisation's locations." },
    });
  return location;
}

/** The meeting's zone: as chosen, else the location's, else the default location's, else the organisation's. */
export async function resolveTimeZone(
  db: DbOrTx,
  organisationId: string,
  locationId: string | null | undefined,
  chosen: string | undefined,
): Promise<string> {
  // Checked even when a zone is chosen: the location's name and address go into notices.
  const location = locationId ? await ownLocation(db, organisationId, locationId) : undefined;
  if (chosen) return chosen;
  if (location) return location.timeZone;
  const [def] = await db
    .select()
    .from(meetingLocations)
    .where(
      and(
        eq(meetingLocations.organisationId, organisationId),
        eq(meetingLocations.isDefault, true),
      ),
    )
    .limit(1);
  if (def) return def.timeZone;
  const [org] = await db
    .select({ tz: organisations.timeZone })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return org?.tz ?? "UTC";
}

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
