import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { memberships } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";

/** A folder's chosen people must be members of its organisation: an id from elsewhere is refused. */
export async function assertPeopleInOrganisation(
  db: DbOrTx,
  organisationId: string,
  personIds: readonly string[],
): Promise<void> {
  if (personIds.length === 0) return;
  const found = await db
    .select({ personId: memberships.personId })
    .from(memberships)
    .where(
      and(
        eq(memberships.organisationId, organisationId),
        inArray(memberships.personId, [...personIds]),
      ),
    );
  if (found.length !== personIds.length)
    throw new AppError("badRequest", "Choose people who belong to this organisation.", {
      fields: { audiencePeople: "Choose people who belong to this organisation." },
    });
}
