import { and, asc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { roleLabel } from "../../../common/roles.js";
import type { DbOrTx } from "../../db/client.js";
import { accounts, memberships, organisations, people } from "../../db/schema/index.js";

/** `q` matched anywhere in a name (or e-mail), as typed; % and _ are taken literally. */
function like(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function partnerOrganisationList(
  db: DbOrTx,
  orgIds: readonly string[],
  q: string | undefined,
) {
  if (orgIds.length === 0) return [];
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      shortName: organisations.shortName,
      status: organisations.status,
      parentId: organisations.parentId,
      members: sql<number>`(select count(*)::int from ${memberships} where ${memberships.organisationId} = ${organisations.id})`,
    })
    .from(organisations)
    .where(
      and(
        inArray(organisations.id, [...orgIds]),
        q
          ? or(ilike(organisations.name, like(q)), ilike(organisations.shortName, like(q)))
          : undefined,
      ),
    )
    .orderBy(asc(organisations.name))
    .limit(500);
  return rows.map((r) => ({
    Id: r.id,
    Name: r.name,
    ShortName: r.shortName,
    Status: r.status,
    Parent: r.parentId,
    Members: r.members,
  }));
}

export async function partnerPeopleList(
  db: DbOrTx,
  orgIds: readonly string[],
  q: string | undefined,
) {
  if (orgIds.length === 0) return [];
  const rows = await db
    .selectDistinct({
      id: people.id,
      first: people.firstName,
      last: people.lastName,
      email: people.email,
      account: accounts.personId,
    })
    .from(people)
    .innerJoin(memberships, eq(memberships.personId, people.id))
    .leftJoin(accounts, eq(accounts.personId, people.id))
    .where(
      and(
        inArray(memberships.organisationId, [...orgIds]),
        q
          ? or(
              ilike(sql`${people.firstName} || ' ' || ${people.lastName}`, like(q)),
              ilike(people.email, like(q)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(people.lastName), asc(people.firstName))
    .limit(1000);
  return rows.map((r) => ({
    PersonId: r.id,
    FullName: `${r.first} ${r.last}`,
    Email: r.email,
    CanLogin: r.account !== null,
  }));
}

/** One organisation as a support person sees it: its shape and who is in it, nothing of its records. */
export async function partnerOrganisationDetail(db: DbOrTx, orgId: string) {
  const [org] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.id, orgId), isNull(organisations.deletedAt)))
    .limit(1);
  if (!org) return null;
  const members = await db
    .select({
      id: people.id,
      first: people.firstName,
      last: people.lastName,
      email: people.email,
      role: memberships.role,
      accessAllowed: memberships.accessAllowed,
      loginEnabled: memberships.loginEnabled,
    })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(eq(memberships.organisationId, orgId))
    .orderBy(asc(people.lastName), asc(people.firstName));
  const isCommittee = org.parentId !== null;
  return {
    Id: org.id,
    Name: org.name,
    ShortName: org.shortName,
    Status: org.status,
    Country: org.country,
    Parent: org.parentId,
    Members: members.map((m) => ({
      PersonId: m.id,
      FullName: `${m.first} ${m.last}`,
      Email: m.email,
      Role: roleLabel(m.role, isCommittee),
      CanLogin: m.accessAllowed && m.loginEnabled,
    })),
  };
}
