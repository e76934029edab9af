import { and, eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { agendaItems, itemConflicts, votes } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { openMinutes } from "../minutes/minutes-guards.js";
import { voteOnItem } from "../votes/item-vote.js";

/** A conflict declared against the wrong person; once the item's vote has opened it stays with the vote. */
export async function withdrawConflict(
  db: Db,
  org: OrgActor,
  meetingId: string,
  itemId: string,
  personId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const meeting = await openMinutes(tx, meetingId);
    const [vote] = await tx
      .select({ id: votes.id })
      .from(votes)
      .innerJoin(agendaItems, voteOnItem)
      .where(and(eq(agendaItems.id, itemId), eq(agendaItems.meetingId, meetingId)))
      .limit(1);
    if (vote)
      throw new AppError(
        "conflict",
        "The vote on this item has opened without this person, so the declared conflict stays.",
      );
    const removed = await tx
      .delete(itemConflicts)
      .where(and(eq(itemConflicts.agendaItemId, itemId), eq(itemConflicts.personId, personId)))
      .returning();
    if (removed.length === 0)
      throw new AppError("notFound", "No conflict is declared for that person on this item.");
    await writeAudit(tx, {
      organisationId: meeting.organisationId,
      actorPersonId: org.actor.personId,
      action: "conflict.withdraw",
      subjectType: "agendaItem",
      subjectId: itemId,
      before: removed[0],
    });
  });
}
