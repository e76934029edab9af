import { asc, eq } from "drizzle-orm";
import type { MemberSummary } from "../../../common/contracts/organisations.js";
import { roleLabel } from "../../../common/roles.js";
import type { DbOrTx } from "../../db/client.js";
import { memberships, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";

export async function listMembers(db: DbOrTx, org: OrgActor): Promise<MemberSummary[]> {
  const rows = await db
    .select({ p: people, m: memberships })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(eq(memberships.organisationId, org.organisation.id))
    .orderBy(asc(people.lastName), asc(people.firstName));
  const isCommittee = org.organisation.parentId !== null;
  return rows.map(({ p, m }) => ({
    PersonId: p.id,
    FirstName: p.firstName,
    LastName: p.lastName,
    FullName: `${p.firstName} ${p.lastName}`,
    Email: p.email,
    Role: m.role,
    RoleLabel: roleLabel(m.role, isCommittee),
    Tags: m.tags,
    IsBoardMember: m.isBoardMember,
    LoginEnabled: m.loginEnabled,
    AccessAllowed: m.accessAllowed,
    IsAccountOwner: org.organisation.accountOwnerPersonId === p.id,
  }));
}
