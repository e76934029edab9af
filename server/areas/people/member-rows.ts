import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { peopleMessages } from "../../../common/contracts/people.js";
import type { DbOrTx, Tx } from "../../db/client.js";
import {
  accounts,
  invitationPermits,
  memberships,
  organisations,
  people,
} from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import { revokeOtherSessions } from "../auth/session-store.js";

/** One person's membership with their person row and login account, if any. */
export async function loadMember(db: DbOrTx, organisationId: string, personId: string) {
  const [row] = await db
    .select({ m: memberships, p: people, accountEmail: accounts.email })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .leftJoin(accounts, eq(accounts.personId, memberships.personId))
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.personId, personId)))
    .limit(1);
  if (!row) throw new AppError("notFound", peopleMessages.notMember);
  return row;
}
export type MemberRow = Awaited<ReturnType<typeof loadMember>>;

/** Member writes that check "the last Administrator" take this lock, so two removals cannot both pass. */
export async function lockMembersOf(tx: Tx, organisationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`members:${organisationId}`}))`);
}

/**
 * Refuses a change that would leave the organisation without an Administrator who can
 * log in: someone must always be able to run it.
 */
export async function assertAnotherAdministrator(
  tx: Tx,
  organisationId: string,
  member: MemberRow,
): Promise<void> {
  if (member.m.role !== "Administrator" || !member.m.loginEnabled) return;
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(memberships)
    .where(
      and(
        eq(memberships.organisationId, organisationId),
        eq(memberships.role, "Administrator"),
        eq(memberships.loginEnabled, true),
        ne(memberships.personId, member.p.id),
      ),
    );
  if (count === 0) throw new AppError("conflict", peopleMessages.lastAdministrator);
}

/** Open invitations end when access is revoked, the person is removed or a new one is sent. */
export async function revokeOpenPermits(
  tx: Tx,
  organisationId: string,
  personId: string,
  now = new Date(),
): Promise<number> {
  const revoked = await tx
    .update(invitationPermits)
    .set({ revokedAt: now })
    .where(
      and(
        eq(invitationPermits.organisationId, organisationId),
        eq(invitationPermits.personId, personId),
        isNull(invitationPermits.acceptedAt),
        isNull(invitationPermits.revokedAt),
        gt(invitationPermits.expiresAt, now),
      ),
    )
    .returning({ tokenHash: invitationPermits.tokenHash });
  return revoked.length;
}

/**
 * Someone who can no longer log in to any organisation is signed out everywhere, so their
 * open pages return to sign-in at the next request instead of showing stale data.
 */
export async function endSessionsIfNowhereLeft(tx: Tx, personId: string): Promise<void> {
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(
      and(
        eq(memberships.personId, personId),
        eq(memberships.loginEnabled, true),
        isNull(organisations.deletedAt),
      ),
    );
  if (count === 0) await revokeOtherSessions(tx, personId);
}

export function fullName(p: { firstName: string; lastName: string }): string {
  return `${p.firstName} ${p.lastName}`.trim();
}
