import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import {
  agendaItems,
  meetings,
  memberships,
  minuteConfirmations,
  minuteSignatures,
} from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { enqueueJob } from "../../../jobs/queue.js";
import { buildMinutesPdf } from "../../../pdf/minutes-pdf.js";
import type { FileStore } from "../../../storage/file-store.js";
import { destroyMeetingAnnotationsJob } from "../../annotations/destroy-meeting-annotations.js";
import { lockFlyingMinutesNotedIn } from "../../between-meetings/flying-minutes/note-in-minutes.js";
import { meetingDay } from "../meeting-format.js";
import { minutesInput } from "../minutes/minutes-document.js";
import { notesWithSentence } from "../minutes/minutes-text.js";
import { confirmingContext } from "./confirming-context.js";

export type ConfirmInput = {
  meetingId: string;
  mode: "asPresented" | "withChanges";
  changes?: string;
};

/**
 * Confirms earlier minutes at this meeting's Confirm Minutes item: the earlier
 * meeting becomes Minutes Confirmed (locked), both minutes record it, the minutes
 * PDF is frozen with its SHA-256, and the chair is asked to sign.
 */
export async function confirmMinutes(
  db: Db,
  storage: FileStore,
  org: OrgActor,
  confirmingMeetingId: string,
  itemId: string,
  input: ConfirmInput,
): Promise<{ confirmationId: string }> {
  if (input.mode === "withChanges" && !input.changes?.trim()) {
    throw new AppError("badRequest", "Describe the changes made to the minutes.", {
      fields: { changes: "Required" },
    });
  }
  return db.transaction(async (tx) => {
    const { item, earlier } = await confirmingContext(
      tx,
      confirmingMeetingId,
      itemId,
      input.meetingId,
      "Minutes are confirmed",
    );

    const when = meetingDay(earlier);
    const sentence = `The minutes of ${earlier.title} of ${when} were confirmed ${input.mode === "asPresented" ? "as presented" : `with changes: ${input.changes?.trim().replace(/[.\s]+$/, "")}`}.`;
    await tx
      .update(agendaItems)
      .set({
        ...notesWithSentence(item, sentence),
        minutesVersion: item.minutesVersion + 1,
      })
      .where(eq(agendaItems.id, itemId));
    await tx
      .update(meetings)
      .set({ state: "Complete", updatedAt: new Date(), version: earlier.version + 1 })
      .where(eq(meetings.id, earlier.id));

    const [confirmation] = await tx
      .insert(minuteConfirmations)
      .values({
        meetingId: earlier.id,
        confirmingMeetingId,
        confirmingItemId: itemId,
        mode: input.mode,
        changes: input.changes ?? null,
        minutesPdfKey: "pending",
        minutesSha256: "pending",
        confirmedBy: org.actor.personId,
      })
      .returning();
    if (!confirmation) throw new Error("confirmation insert returned nothing");
    const { pdf } = await buildMinutesPdf(await minutesInput(tx, earlier.id));
    const sha = createHash("sha256").update(pdf).digest("hex");
    const key = `minutes/${earlier.id}/${confirmation.id}.pdf`;
    await storage.put(key, Buffer.from(pdf));
    await tx
      .update(minuteConfirmations)
      .set({ minutesPdfKey: key, minutesSha256: sha })
      .where(eq(minuteConfirmations.id, confirmation.id));

    const chairs = await tx
      .select({ personId: memberships.personId })
      .from(memberships)
      .where(
        and(
          eq(memberships.organisationId, earlier.organisationId),
          eq(memberships.role, "Chairman"),
          eq(memberships.accessAllowed, true),
        ),
      );
    if (chairs.length)
      await tx.insert(minuteSignatures).values(
        chairs.map((c) => ({
          confirmationId: confirmation.id,
          personId: c.personId,
          requestedBy: org.actor.personId,
        })),
      );
    await writeAudit(tx, {
      organisationId: earlier.organisationId,
      actorPersonId: org.actor.personId,
      action: "minutes.confirm",
      subjectType: "meeting",
      subjectId: earlier.id,
      after: {
        confirmingMeetingId,
        mode: input.mode,
        changes: input.changes ?? null,
        minutesSha256: sha,
      },
    });
    // The flying minutes these minutes noted are part of the confirmed record now.
    await lockFlyingMinutesNotedIn(tx, earlier.id, true);
    // The organisation may destroy the meeting's notes now (autoDeleteAnnotations): a job.
    await enqueueJob(tx, destroyMeetingAnnotationsJob, { meetingId: earlier.id });
    return { confirmationId: confirmation.id };
  });
}
