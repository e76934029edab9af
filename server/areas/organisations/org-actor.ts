import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { isAnyOfIds, preparedFor } from "../../db/prepared.js";
import { memberships, organisations } from "../../db/schema/index.js";
import { asText, tickBatchByKey } from "../../db/tick-batch.js";
import type { Actor, OrgActor } from "../../http/actor.js";

/** The columns an OrgActor is made of; queries may select more beside them. */
export const orgActorColumns = {
  id: organisations.id,
  name: organisations.name,
  parentId: organisations.parentId,
  accountOwnerPersonId: organisations.accountOwnerPersonId,
  role: memberships.role,
  accessAllowed: memberships.accessAllowed,
  isBoardMember: memberships.isBoardMember,
  loginEnabled: memberships.loginEnabled,
};

type OrgActorRow = {
  id: string;
  name: string;
  parentId: string | null;
  accountOwnerPersonId: string | null;
  role: OrgActor["membership"]["role"];
  accessAllowed: boolean;
  isBoardMember: boolean;
  loginEnabled: boolean;
};

export function toOrgActor(actor: Actor, row: OrgActorRow): OrgActor {
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

/** Every membership of these people in live organisations: the assistant asks before each answer. */
const peopleOrgActorRows = preparedFor((db) =>
  db
    .select({ personId: memberships.personId, ...orgActorColumns })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(and(isAnyOfIds(memberships.personId, "personIds"), isNull(organisations.deletedAt)))
    .prepare("people_org_actors"),
);

// The questions that arrive together look their askers' memberships up in one statement.
const orgActorRowsOf = tickBatchByKey({
  keyOf: asText,
  rowKey: (row: { personId: string }) => row.personId,
  run: (db, personIds: readonly string[]) => peopleOrgActorRows(db).execute({ personIds }),
});

/** The person's memberships (of live organisations) as OrgActors. */
export async function orgActorsOf(db: DbOrTx, actor: Actor): Promise<OrgActor[]> {
  const rows = await orgActorRowsOf(db, actor.personId);
  return rows.map((row) => toOrgActor(actor, row));
}

/**
 * The access hook runs this on every organisation route: the requests that arrive together
 * share one statement (one `unnest` row per person and organisation asked about).
 */
const orgActorRows = preparedFor((db) =>
  db
    .select({ personId: memberships.personId, ...orgActorColumns })
    .from(
      sql`unnest(${sql.placeholder("personIds")}::uuid[], ${sql.placeholder("organisationIds")}::uuid[]) as asked(person_id, organisation_id)`,
    )
    .innerJoin(
      memberships,
      and(
        sql`${memberships.personId} = asked.person_id`,
        sql`${memberships.organisationId} = asked.organisation_id`,
      ),
    )
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(isNull(organisations.deletedAt))
    .prepare("org_actors"),
);

type MembershipAsked = { personId: string; organisationId: string };

const orgActorRowOf = tickBatchByKey({
  keyOf: (a: MembershipAsked) => `${a.personId}|${a.organisationId}`,
  rowKey: (row: { personId: string; id: string }) => `${row.personId}|${row.id}`,
  run: (db, asked: readonly MembershipAsked[]) =>
    orgActorRows(db).execute({
      personIds: asked.map((a) => a.personId),
      organisationIds: asked.map((a) => a.organisationId),
    }),
});

export async function findOrgActor(
  db: DbOrTx,
  actor: Actor,
  organisationId: string,
): Promise<OrgActor | null> {
  // PostgreSQL answers with lowercase ids; an address may spell one in capitals.
  const [row] = await orgActorRowOf(db, {
    personId: actor.personId,
    organisationId: organisationId.toLowerCase(),
  });
  return row ? toOrgActor(actor, row) : null;
}
