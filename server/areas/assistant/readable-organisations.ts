import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { memberships, organisations } from "../../db/schema/index.js";
import type { Actor } from "../../http/actor.js";
import { can } from "../meetings/policy.js";

export type ReadableOrganisation = { id: string; name: string };

/**
 * The organisations whose meetings, minutes, decisions and actions the person may read right
 * now: asked afresh for every question, so access removed a moment ago is already gone.
 */
export async function readableOrganisations(
  db: DbOrTx,
  personId: string,
): Promise<ReadableOrganisation[]> {
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
    .where(and(eq(memberships.personId, personId), isNull(organisations.deletedAt)));
  const actor: Actor = {
    personId,
    email: "",
    isSupport: false,
    isInstallationAdmin: false,
    sessionTokenHash: "",
  };
  return rows
    .filter((r) =>
      can(
        {
          actor,
          organisation: {
            id: r.id,
            name: r.name,
            parentId: r.parentId,
            accountOwnerPersonId: r.accountOwnerPersonId,
          },
          membership: {
            role: r.role,
            accessAllowed: r.accessAllowed && r.loginEnabled,
            isBoardMember: r.isBoardMember,
            loginEnabled: r.loginEnabled,
          },
        },
        "readAgenda",
      ),
    )
    .map((r) => ({ id: r.id, name: r.name }));
}
