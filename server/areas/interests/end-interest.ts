import { eq } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { interests } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { organisationToday } from "./interest-dates.js";
import { assertEndNotBeforeDisclosure, lockInterestForEdit } from "./load-interest.js";

/**
 * Gives an interest its end date (today where the organisation is, unless named).
 * It stays on the current list through that day and moves to past the day after.
 */
export async function endInterest(
  db: Db,
  org: OrgActor,
  interestId: string,
  input: { endsOn?: string },
): Promise<{ endsOn: string }> {
  return db.transaction(async (tx) => {
    const before = await lockInterestForEdit(tx, org, interestId);
    const endsOn = input.endsOn ?? (await organisationToday(tx, org.organisation.id));
    assertEndNotBeforeDisclosure(before.disclosedOn, endsOn);
    const [after] = await tx
      .update(interests)
      .set({ endsOn, version: before.version + 1, updatedAt: new Date() })
      .where(eq(interests.id, interestId))
      .returning();
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "interest.end",
      subjectType: "interest",
      subjectId: interestId,
      before,
      after,
    });
    return { endsOn };
  });
}
