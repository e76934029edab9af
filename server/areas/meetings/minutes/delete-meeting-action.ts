import { and, eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { actionItems, actionUpdates } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { openMinutes } from "./minutes-guards.js";

/** An action added by mistake. One with progress already reported is cancelled instead, keeping its history. */
export async function deleteMeetingAction(
  db: Db,
  org: OrgActor,
  meetingId: string,
  actionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const meeting = await openMinutes(tx, meetingId);
    const [before] = await tx
      .select()
      .from(actionItems)
      .where(and(eq(actionItems.id, actionId), eq(actionItems.meetingId, meetingId)))
      .limit(1);
    if (!before) throw new AppError("notFound", "That action was not found in this meeting.");
    const [update] = await tx
      .select({ id: actionUpdates.id })
      .from(actionUpdates)
      .where(eq(actionUpdates.actionId, actionId))
      .limit(1);
    if (update)
      throw new AppError(
        "conflict",
        "This action already has progress updates. Set its status to Cancelled instead, so its history is kept.",
      );
    await tx.delete(actionItems).where(eq(actionItems.id, actionId));
    await writeAudit(tx, {
      organisationId: meeting.organisationId,
      actorPersonId: org.actor.personId,
      action: "action.remove",
      subjectType: "action",
      subjectId: actionId,
      before,
    });
  });
}
