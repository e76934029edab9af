import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { updateMeetingBody } from "../../../common/contracts/meetings.js";
import { utcToZoned, zonedToUtc } from "../../../common/zoned-time.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { agendaChanges, meetings } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { lockMeetingForEdit } from "./meeting-guards.js";
import { resolveTimeZone } from "./meeting-time-zone.js";

type MeetingPatch = z.infer<typeof updateMeetingBody>;

const staleMessage =
  "Someone else changed this meeting while you were editing. Reload to see their changes, then try again.";

/** Edits title, time or place. A change of time or place raises the calendar SEQUENCE so invites update. */
export async function updateMeeting(
  db: Db,
  org: OrgActor,
  meetingId: string,
  patch: MeetingPatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    if (m.version !== patch.version) throw new AppError("conflict", staleMessage);
    const timeZone =
      patch.timeZone || patch.locationId !== undefined
        ? await resolveTimeZone(
            tx,
            m.organisationId,
            patch.locationId ?? m.locationId,
            patch.timeZone,
          )
        : m.timeZone;
    const start = utcToZoned(m.startTime, m.timeZone);
    const end = utcToZoned(m.endTime, m.timeZone);
    const date = patch.date ?? start.date;
    const startTime = zonedToUtc(date, patch.startTime ?? start.time, timeZone);
    const endTime = zonedToUtc(date, patch.endTime ?? end.time, timeZone);
    if (endTime <= startTime)
      throw new AppError("badRequest", "The meeting must end after it starts.", {
        fields: { endTime: "The meeting must end after it starts." },
      });
    const whenOrWhereChanged =
      startTime.getTime() !== m.startTime.getTime() ||
      endTime.getTime() !== m.endTime.getTime() ||
      (patch.locationId !== undefined && patch.locationId !== m.locationId) ||
      (patch.locationText !== undefined && patch.locationText !== m.locationText);
    const [after] = await tx
      .update(meetings)
      .set({
        title: patch.title ?? m.title,
        startTime,
        endTime,
        timeZone,
        locationId: patch.locationId === undefined ? m.locationId : patch.locationId,
        locationText:
          patch.locationText === undefined ? m.locationText : patch.locationText || null,
        icsSequence: whenOrWhereChanged ? m.icsSequence + 1 : m.icsSequence,
        updatedAt: new Date(),
        version: sql`${meetings.version} + 1`,
      })
      .where(eq(meetings.id, meetingId))
      .returning();
    if (m.agendaPublishedAt && whenOrWhereChanged) {
      await tx.insert(agendaChanges).values({
        meetingId,
        personId: org.actor.personId,
        summary: "Changed the meeting's time or place",
      });
    }
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "meeting.update",
      subjectType: "meeting",
      subjectId: meetingId,
      before: m,
      after,
    });
  });
}
