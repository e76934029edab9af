import { eq } from "drizzle-orm";
import { interestMessages } from "../../../common/contracts/interests.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { interests } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { lockInterestForEdit } from "./load-interest.js";

/** Clears an interest's end date, so a past interest is current again. */
export async function reopenInterest(db: Db, org: OrgActor, interestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockInterestForEdit(tx, org, interestId);
    if (before.endsOn === null) throw new AppError("conflict", interestMessages.notEnded);
    const [after] = await tx
      .update(interests)
      .set({ endsOn: null, version: before.version + 1, updatedAt: new Date() })
      .where(eq(interests.id, interestId))
      .returning();
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "interest.reopen",
      subjectType: "interest",
      subjectId: interestId,
      before,
      after,
    });
  });
}
