import { and, eq } from "drizzle-orm";
import { type CreateInterestInput, interestMessages } from "../../../common/contracts/interests.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { interests, memberships } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { organisationToday } from "./interest-dates.js";
import { assertEndNotBeforeDisclosure } from "./load-interest.js";
import { mayEditInterestsOf } from "./policy.js";

/**
 * Adds an entry to the register for a member of the organisation: one's own, or
 * anyone's for Administrator, Secretary and Chair. The disclosure date defaults to
 * today where the organisation is.
 */
export async function declareInterest(
  db: Db,
  org: OrgActor,
  input: CreateInterestInput,
): Promise<{ id: string }> {
  if (!mayEditInterestsOf(org, input.personId))
    throw new AppError("forbidden", interestMessages.ownOnly);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ personId: memberships.personId })
      .from(memberships)
      .where(
        and(
          eq(memberships.organisationId, org.organisation.id),
          eq(memberships.personId, input.personId),
        ),
      )
      .limit(1);
    if (!member)
      throw new AppError("badRequest", interestMessages.chooseMember, {
        fields: { personId: interestMessages.chooseMember },
      });
    const disclosedOn = input.disclosedOn ?? (await organisationToday(tx, org.organisation.id));
    const endsOn = input.endsOn ?? null;
    assertEndNotBeforeDisclosure(disclosedOn, endsOn);
    const [row] = await tx
      .insert(interests)
      .values({
        organisationId: org.organisation.id,
        personId: input.personId,
        entity: input.entity,
        nature: input.nature,
        disclosedOn,
        endsOn,
        createdBy: org.actor.personId,
      })
      .returning();
    if (!row) throw new Error("the interest was not inserted");
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "interest.declare",
      subjectType: "interest",
      subjectId: row.id,
      after: row,
    });
    return { id: row.id };
  });
}
