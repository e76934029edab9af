import { eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { flyingMinutes, votes } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { attachedFileIds, flyingMinuteFileLink } from "../library-files.js";
import { lockFlyingMinuteIn, voteIdOf } from "./flying-minute-record.js";

/** Deletes a Draft (nobody else has seen it) with its vote and its files' places; a started one is part of the record. */
export async function deleteFlyingMinute(
  db: Db,
  org: OrgActor,
  flyingMinuteId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const fm = await lockFlyingMinuteIn(tx, org.organisation.id, flyingMinuteId);
    if (fm.status !== "Draft")
      throw new AppError(
        "conflict",
        "Only a draft can be deleted: a started flying minute stays on the record.",
      );
    const files = await attachedFileIds(tx, flyingMinuteFileLink, fm.id);
    await tx.delete(votes).where(eq(votes.id, await voteIdOf(tx, fm.id)));
    await tx.delete(flyingMinutes).where(eq(flyingMinutes.id, fm.id));
    await writeAudit(tx, {
      organisationId: fm.organisationId,
      actorPersonId: org.actor.personId,
      action: "flyingMinute.delete",
      subjectType: "flyingMinute",
      subjectId: fm.id,
      before: { ...fm, documentVersionIds: files },
    });
  });
}
