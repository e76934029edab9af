import { eq } from "drizzle-orm";
import { type EditInterestInput, interestMessages } from "../../../common/contracts/interests.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { interests } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { assertEndNotBeforeDisclosure, lockInterestForEdit } from "./load-interest.js";

/** Changes an entry's wording or dates; an edit from an older version is refused, not merged. */
export async function editInterest(
  db: Db,
  org: OrgActor,
  interestId: string,
  patch: EditInterestInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockInterestForEdit(tx, org, interestId);
    if (patch.version !== undefined && patch.version !== before.version)
      throw new AppError("conflict", interestMessages.changedMeanwhile);
    const disclosedOn = patch.disclosedOn ?? before.disclosedOn;
    const endsOn = patch.endsOn === undefined ? before.endsOn : patch.endsOn;
    assertEndNotBeforeDisclosure(disclosedOn, endsOn);
    const [after] = await tx
      .update(interests)
      .set({
        entity: patch.entity ?? before.entity,
        nature: patch.nature ?? before.nature,
        disclosedOn,
        endsOn,
        version: before.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(interests.id, interestId))
      .returning();
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "interest.edit",
      subjectType: "interest",
      subjectId: interestId,
      before,
      after,
    });
  });
}
