import { and, asc, eq, gt, ilike, isNull, or, sql } from "drizzle-orm";
import type {
  MemberListQuery,
  PeopleDirectory,
  PersonSummary,
} from "../../../common/contracts/people.js";
import { roleLabel } from "../../../common/roles.js";
import type { DbOrTx } from "../../db/client.js";
import { accounts, invitationPermits, memberships, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { organisationTimeZone } from "../organisations/organisation-zone.js";
import { loginStatusOf } from "./login-status.js";
import { can, personAbilities } from "./policy.js";

/** The People directory: everyone in the organisation, searched and filtered, with login status. */
export async function listPeople(
  db: DbOrTx,
  org: OrgActor,
  query: MemberListQuery = {},
  now = new Date(),
): Promise<PeopleDirectory> {
  const organisationId = org.organisation.id;
  const conditions = [eq(memberships.organisationId, organisationId)];
  if (query.role) conditions.push(eq(memberships.role, query.role));
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = or(
      ilike(sql`${people.firstName} || ' ' || ${people.lastName}`, pattern),
      ilike(people.email, pattern),
      ilike(accounts.email, pattern),
      sql`array_to_string(${memberships.tags}, ' ') ilike ${pattern}`,
    );
    if (matches) conditions.push(matches);
  }
  const rows = await db
    .select({
      p: people,
      m: memberships,
      accountEmail: accounts.email,
      invitationExpiresAt: invitationPermits.expiresAt,
    })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .leftJoin(accounts, eq(accounts.personId, people.id))
    .leftJoin(
      invitationPermits,
      and(
        eq(invitationPermits.organisationId, memberships.organisationId),
        eq(invitationPermits.personId, memberships.personId),
        isNull(invitationPermits.acceptedAt),
        isNull(invitationPermits.revokedAt),
        gt(invitationPermits.expiresAt, now),
      ),
    )
    .where(and(...conditions))
    .orderBy(asc(people.lastName), asc(people.firstName));
  const isCommittee = org.organisation.parentId !== null;
  const seen = new Set<string>();
  const members: PersonSummary[] = [];
  for (const { p, m, accountEmail, invitationExpiresAt } of rows) {
    // Two open invitations can only come from a race; the person is listed once.
    if (seen.has(p.id)) continue;
    seen.add(p.id);
    const status = loginStatusOf(m.loginEnabled, invitationExpiresAt);
    if (query.loginStatus && status !== query.loginStatus) continue;
    members.push({
      PersonId: p.id,
      FirstName: p.firstName,
      LastName: p.lastName,
      FullName: `${p.firstName} ${p.lastName}`,
      Email: accountEmail ?? p.email,
      Role: m.role,
      RoleLabel: roleLabel(m.role, isCommittee),
      Tags: m.tags,
      IsBoardMember: m.isBoardMember,
      LoginEnabled: m.loginEnabled,
      AccessAllowed: m.accessAllowed,
      IsAccountOwner: org.organisation.accountOwnerPersonId === p.id,
      Title: p.title,
      Suffix: p.suffix,
      PhoneNumber: p.phoneNumber,
      HasAccount: accountEmail !== null,
      LoginStatus: status,
      InvitationExpiresAt:
        status === "InvitationPending" ? (invitationExpiresAt?.toISOString() ?? null) : null,
      TenureStartsOn: m.tenureStartsOn,
      TenureEndsOn: m.tenureEndsOn,
      Abilities: personAbilities(org, p.id),
    });
  }
  return {
    members,
    abilities: {
      CanManage: can(org, "manage"),
      CanTransferOwnership: can(org, "transferOwnership"),
      CanReadChanges: can(org, "readChanges"),
    },
    MyPersonId: org.actor.personId,
    TimeZone: await organisationTimeZone(db, org.organisation.id),
  };
}
