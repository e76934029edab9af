import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { memberships, organisations } from "../../db/schema/index.js";
import type { Actor, OrgActor } from "../../http/actor.js";

export async function findOrgActor(
  db: DbOrTx,
  actor: Actor,
  organisationId: string,
): Promise<OrgActor | null> {
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      parentId: organisations.parentId,
      accountOwnerPersonId: organisations.accountOwnerPersonId,
      role: memberships.role,
      accessAllowed: memberships.accessAllowed,
      isBoardMember: memberships.isBoardMember,
      loginEnabled: memberships.loginEnabled,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(
      and(
        eq(memberships.organisationId, organisationId),
        eq(memberships.personId, actor.personId),
        isNull(organisations.deletedAt),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    actor,
    organisation: {
      id: row.id,
      name: row.name,
      parentId: row.parentId,
      accountOwnerPersonId: row.accountOwnerPersonId,
    },
    membership: {
      role: row.role,
      // A member without a login here (not yet invited, or imported into a committee) has no access.
      accessAllowed: row.accessAllowed && row.loginEnabled,
      isBoardMember: row.isBoardMember,
      loginEnabled: row.loginEnabled,
    },
  };
}
