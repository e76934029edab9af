import { eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { agendaItems } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { meetingDay } from "../meeting-format.js";
import { notesWithSentence } from "../minutes/minutes-text.js";
import { confirmingContext } from "./confirming-context.js";
import { deferredMinutesOf } from "./queries.js";

/**
 * The board does not confirm some earlier minutes at this meeting (they need more work, or
 * were circulated late): the minutes say so, and those minutes stay in review, so the next
 * meeting's Confirm Minutes item offers them again.
 */
export async function deferConfirmation(
  db: Db,
  org: OrgActor,
  confirmingMeetingId: string,
  itemId: string,
  input: { meetingId: string; reason?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { confirming, item, earlier } = await confirmingContext(
      tx,
      confirmingMeetingId,
      itemId,
      input.meetingId,
      "Confirmation is deferred",
    );
    const deferred = deferredMinutesOf(item.extra);
    if (deferred.includes(earlier.id))
      throw new AppError(
        "conflict",
        "Confirming those minutes has already been deferred at this meeting.",
      );

    const when = meetingDay(earlier);
    const reason = input.reason?.trim().replace(/[.\s]+$/, "");
    const sentence = `Confirmation of the minutes of ${earlier.title} of ${when} was deferred to a later meeting${reason ? `: ${reason}` : ""}.`;
    await tx
      .update(agendaItems)
      .set({
        ...notesWithSentence(item, sentence),
        minutesVersion: item.minutesVersion + 1,
        extra: { ...item.extra, deferredMinutes: [...deferred, earlier.id] },
        updatedAt: new Date(),
      })
      .where(eq(agendaItems.id, itemId));
    await writeAudit(tx, {
      organisationId: confirming.organisationId,
      actorPersonId: org.actor.personId,
      action: "minutes.deferConfirmation",
      subjectType: "meeting",
      subjectId: earlier.id,
      after: { confirmingMeetingId, itemId, reason: reason ?? null },
    });
  });
}
