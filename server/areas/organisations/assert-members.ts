import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { memberships } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";

export const chooseMembers = "Choose people from this organisation.";

/**
 * Every person a request names must be a member of the organisation it acts in. Someone of
 * another organisation and an id that exists nowhere get the same answer, so a request cannot
 * tell them apart.
 */
export async function assertMembers(
  db: DbOrTx,
  organisationId: string,
  personIds: readonly (string | null | undefined)[],
  field?: string,
): Promise<void> {
  const unique = [...new Set(personIds.filter((id): id is string => Boolean(id)))];
  if (unique.length === 0) return;
  const rows = await db
    .select({ id: memberships.personId })
    .from(memberships)
    .where(
      and(eq(memberships.organisationId, organisationId), inArray(memberships.personId, unique)),
    );
  if (rows.length !== unique.length)
    throw new AppError(
      "badRequest",
      chooseMembers,
      field ? { fields: { [field]: chooseMembers } } : {},
    );
}
