import { and, eq } from "drizzle-orm";
import { interestMessages } from "../../../common/contracts/interests.js";
import type { Tx } from "../../db/client.js";
import { interests } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { mayEditInterestsOf } from "./policy.js";

export type InterestRow = typeof interests.$inferSelect;

/**
 * Locks an interest of this organisation for a write by this caller: another
 * organisation's id is "not found", someone else's entry without the right is refused.
 */
export async function lockInterestForEdit(
  tx: Tx,
  org: OrgActor,
  interestId: string,
): Promise<InterestRow> {
  const [row] = await tx
    .select()
    .from(interests)
    .where(and(eq(interests.id, interestId), eq(interests.organisationId, org.organisation.id)))
    .for("update")
    .limit(1);
  if (!row) throw new AppError("notFound", interestMessages.notFound);
  if (!mayEditInterestsOf(org, row.personId))
    throw new AppError("forbidden", interestMessages.ownOnly);
  return row;
}

export function assertEndNotBeforeDisclosure(disclosedOn: string, endsOn: string | null): void {
  if (endsOn !== null && endsOn < disclosedOn)
    throw new AppError("badRequest", interestMessages.endBeforeDisclosure, {
      fields: { endsOn: interestMessages.endBeforeDisclosure },
    });
}
