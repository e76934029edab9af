import { and, eq, isNull } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { meetings, minuteConfirmations, minuteSignatures } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { lockFlyingMinutesNotedIn } from "../../between-meetings/flying-minutes/note-in-minutes.js";

/**
 * Reverses a confirmation while the confirming meeting is still in Draft Minutes.
 * The confirmation and its signatures are kept (marked reversed) and audited.
 */
export async function reverseConfirmation(db: Db, org: OrgActor, meetingId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(minuteConfirmations)
      .where(
        and(eq(minuteConfirmations.meetingId, meetingId), isNull(minuteConfirmations.reversedAt)),
      )
      .for("update")
      .limit(1);
    if (!c) throw new AppError("conflict", "These minutes are not confirmed.");
    const [confirming] = await tx
      .select()
      .from(meetings)
      .where(eq(meetings.id, c.confirmingMeetingId))
      .limit(1);
    if (confirming?.state !== "InProgress")
      throw new AppError(
        "conflict",
        "A confirmation can be reversed only while the confirming meeting is in Draft Minutes.",
      );
    const signatures = await tx
      .select()
      .from(minuteSignatures)
      .where(eq(minuteSignatures.confirmationId, c.id));
    await tx
      .update(minuteConfirmations)
      .set({ reversedAt: new Date(), reversedBy: org.actor.personId })
      .where(eq(minuteConfirmations.id, c.id));
    await tx
      .update(meetings)
      .set({ state: "Review", updatedAt: new Date() })
      .where(eq(meetings.id, meetingId));
    await lockFlyingMinutesNotedIn(tx, meetingId, false);
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "minutes.reverseConfirmation",
      subjectType: "meeting",
      subjectId: meetingId,
      before: { confirmationId: c.id, minutesSha256: c.minutesSha256, signatures },
      after: { state: "Review" },
    });
  });
}
