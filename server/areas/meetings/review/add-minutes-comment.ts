import { and, eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { agendaItems, meetings, minuteComments } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { meetingAbilities } from "../policy.js";

/** Members comment on draft minutes while they are drafted or in review; confirmed minutes take no comments. */
export async function addMinutesComment(
  db: Db,
  org: OrgActor,
  meetingId: string,
  input: { text: string; agendaItemId?: string | null },
) {
  return db.transaction(async (tx) => {
    const [m] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).limit(1);
    if (!m) throw new AppError("notFound", "That meeting was not found.");
    if (!meetingAbilities(org, m).comment)
      throw new AppError(
        "conflict",
        m.cancelledAt
          ? "This meeting was cancelled."
          : "Comments are taken while the minutes are in draft or in review.",
      );
    if (input.agendaItemId) {
      const [item] = await tx
        .select({ id: agendaItems.id })
        .from(agendaItems)
        .where(and(eq(agendaItems.id, input.agendaItemId), eq(agendaItems.meetingId, meetingId)))
        .limit(1);
      if (!item) throw new AppError("badRequest", "That agenda item is not on this meeting.");
    }
    const [row] = await tx
      .insert(minuteComments)
      .values({
        meetingId,
        agendaItemId: input.agendaItemId ?? null,
        personId: org.actor.personId,
        text: input.text,
      })
      .returning();
    if (!row) throw new Error("comment insert returned nothing");
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "minutes.comment",
      subjectType: "meeting",
      subjectId: meetingId,
      after: row,
    });
    return { id: row.id };
  });
}
