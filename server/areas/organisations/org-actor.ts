import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { memberships, organisations } from "../../db/schema/index.js";
import type { Actor, OrgActor } from "../../http/actor.js";

/** The person's memberships (of live organisations) as OrgActors, optionally narrowed. */
export async function orgActorsOf(
  db: DbOrTx,
  actor: Actor,
  narrower?: SQL,
  limit?: number,
): Promise<OrgActor[]> {
  const query = db
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
      and(eq(memberships.personId, actor.personId), isNull(organisations.deletedAt), narrower),
    );
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((row) => ({
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
  }));
}

export async function findOrgActor(
  db: DbOrTx,
  actor: Actor,
  organisationId: string,
): Promise<OrgActor | null> {
  const [found] = await orgActorsOf(db, actor, eq(memberships.organisationId, organisationId), 1);
  return found ?? null;
}
