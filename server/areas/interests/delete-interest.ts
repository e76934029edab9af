import { eq } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { interests } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { lockInterestForEdit } from "./load-interest.js";

/**
 * Removes an entry made by mistake. An interest that has ended is ended, not
 * deleted; the audit entry keeps what was removed, and by whom.
 */
export async function deleteInterest(db: Db, org: OrgActor, interestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockInterestForEdit(tx, org, interestId);
    await tx.delete(interests).where(eq(interests.id, interestId));
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "interest.delete",
      subjectType: "interest",
      subjectId: interestId,
      before,
    });
  });
}
