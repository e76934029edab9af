import { eq, sql } from "drizzle-orm";
import { decideTransition } from "../../../common/meetings/meeting-state.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { meetings } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { noteFlyingMinutesInMinutes } from "../between-meetings/flying-minutes/note-in-minutes.js";
import { refuseIfLocked } from "./meeting-guards.js";
import { requestPackBuild } from "./pack/request-pack-build.js";

/** Moves a meeting along its states; an illegal move is refused (409) naming the allowed ones. */
export async function changeMeetingState(
  db: Db,
  org: OrgActor,
  meetingId: string,
  action: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [m] = await tx
      .select()
      .from(meetings)
      .where(eq(meetings.id, meetingId))
      .for("update")
      .limit(1);
    if (!m) throw new AppError("notFound", "That meeting was not found.");
    // Confirmed minutes move back only by reversing the confirmation; a cancelled meeting never moves.
    if (m.cancelledAt) refuseIfLocked(m);
    const verdict = decideTransition(m.state, action);
    if (!verdict.ok) throw new AppError("conflict", verdict.message);
    const publishing = action === "publishAgenda";
    const [after] = await tx
      .update(meetings)
      .set({
        state: verdict.to,
        agendaPublishedAt: publishing ? new Date() : m.agendaPublishedAt,
        agendaChangedSincePublish: publishing ? false : m.agendaChangedSincePublish,
        icsSequence: publishing ? m.icsSequence + 1 : m.icsSequence,
        updatedAt: new Date(),
        version: sql`${meetings.version} + 1`,
      })
      .where(eq(meetings.id, meetingId))
      .returning();
    if (publishing) await requestPackBuild(tx, meetingId);
    // Taking minutes: flying minutes closed since the last minutes are noted under Confirm Minutes.
    if (verdict.to === "InProgress") await noteFlyingMinutesInMinutes(tx, m);
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: `meeting.${action}`,
      subjectType: "meeting",
      subjectId: meetingId,
      before: { state: m.state },
      after: { state: after?.state },
    });
  });
}
