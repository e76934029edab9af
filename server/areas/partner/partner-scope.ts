import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { organisations, partnerOrganisations } from "../../db/schema/index.js";

/**
 * The organisations a support person looks after: those assigned to them and the committees
 * of those boards, never deleted ones. Computed from their person id on every request.
 */
export async function partnerOrganisationIds(
  db: DbOrTx,
  supportPersonId: string,
): Promise<string[]> {
  const assigned = db
    .select({ id: partnerOrganisations.organisationId })
    .from(partnerOrganisations)
    .where(eq(partnerOrganisations.supportPersonId, supportPersonId));
  const rows = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(
        isNull(organisations.deletedAt),
        or(inArray(organisations.id, assigned), inArray(organisations.parentId, assigned)),
      ),
    );
  return rows.map((r) => r.id);
}

export async function partnerSees(db: DbOrTx, supportPersonId: string, organisationId: string) {
  return (await partnerOrganisationIds(db, supportPersonId)).includes(organisationId);
}
