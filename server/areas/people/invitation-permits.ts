import { and, eq } from "drizzle-orm";
import type { InvitationStatus, InvitationView } from "../../../common/contracts/invitations.js";
import { roleLabel } from "../../../common/roles.js";
import type { DbOrTx } from "../../db/client.js";
import {
  accounts,
  invitationPermits,
  memberships,
  organisations,
  people,
} from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import { hashToken } from "../auth/secret-tokens.js";

type PermitRow = typeof invitationPermits.$inferSelect;

export function permitStatus(permit: PermitRow | undefined, now = new Date()): InvitationStatus {
  if (!permit || permit.revokedAt) return "withdrawn";
  if (permit.acceptedAt) return "used";
  if (permit.expiresAt.getTime() <= now.getTime()) return "expired";
  return "open";
}

/** The words for a permit that cannot be used, each saying how to get a new one. */
export function permitRefusal(status: InvitationStatus, organisationName: string | null): string {
  const who = organisationName
    ? `an administrator of ${organisationName}`
    : "the person who invited you";
  switch (status) {
    case "expired":
      return `This invitation has expired. Ask ${who} to send you a new one (Grant Access on the People page).`;
    case "used":
      return "This invitation has already been accepted. Sign in to continue.";
    case "withdrawn":
      return `This invitation is no longer valid. Ask ${who} to send you a new one if you should have access.`;
    case "open":
      return "";
  }
}

export async function findPermit(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      permit: invitationPermits,
      organisationName: organisations.name,
      parentId: organisations.parentId,
      timeZone: organisations.timeZone,
    })
    .from(invitationPermits)
    .innerJoin(organisations, eq(organisations.id, invitationPermits.organisationId))
    .where(eq(invitationPermits.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

/** Throws 410 with the way forward unless the permit is open. */
export function assertPermitOpen(found: Awaited<ReturnType<typeof findPermit>>, now = new Date()) {
  const status = permitStatus(found?.permit, now);
  if (status !== "open" || !found)
    throw new AppError("gone", permitRefusal(status, found?.organisationName ?? null));
  return found;
}

/** The invitation page: who is invited where, or why the link no longer works. */
export async function readInvitation(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<InvitationView> {
  const found = await findPermit(db, token);
  const status = permitStatus(found?.permit, now);
  const closed: InvitationView = {
    Status: status,
    OrganisationId: null,
    OrganisationName: found?.organisationName ?? null,
    FirstName: null,
    LastName: null,
    Email: null,
    RoleLabel: null,
    HasAccount: false,
    ExpiresAt: null,
    TimeZone: null,
  };
  if (status !== "open" || !found) return closed;
  const { permit } = found;
  const [row] = await db
    .select({ p: people, role: memberships.role, accountEmail: accounts.email })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .leftJoin(accounts, eq(accounts.personId, people.id))
    .where(
      and(
        eq(memberships.organisationId, permit.organisationId),
        eq(memberships.personId, permit.personId),
      ),
    )
    .limit(1);
  if (!row) return { ...closed, Status: "withdrawn" };
  return {
    Status: "open",
    OrganisationId: permit.organisationId,
    OrganisationName: found.organisationName,
    FirstName: row.p.firstName,
    LastName: row.p.lastName,
    Email: permit.email,
    RoleLabel: roleLabel(row.role, found.parentId !== null),
    HasAccount: row.accountEmail !== null,
    ExpiresAt: permit.expiresAt.toISOString(),
    TimeZone: found.timeZone,
  };
}
