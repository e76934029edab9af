import { eq } from "drizzle-orm";
import { dateTimeInZone } from "../../../common/date-formatters.js";
import { roleLabel } from "../../../common/roles.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Tx } from "../../db/client.js";
import { invitationPermits, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { queueMail } from "../../mail/send-mail.js";
import { findAccountByEmail } from "../auth/account-queries.js";
import { hashToken, newSecretToken } from "../auth/secret-tokens.js";
import { organisationTimeZone } from "../organisations/organisation-zone.js";
import { fullName, type MemberRow, revokeOpenPermits } from "./member-rows.js";
import { invitationMail } from "./people-mail.js";

/** Grant Access: an invitation is valid for 30 days (board-portal behaviour, People). */
export const invitationDays = 30;

/**
 * Replaces any open invitation of this person with a new one and e-mails it: someone
 * with an account accepts at invite/accept, anyone else creates their login at
 * _account/register/{permit}. Called inside the caller's transaction.
 */
export async function issueInvitation(
  tx: Tx,
  org: OrgActor,
  member: MemberRow,
  email: string,
  baseUrl: string,
  now = new Date(),
): Promise<{ expiresAt: Date }> {
  const organisationId = org.organisation.id;
  await revokeOpenPermits(tx, organisationId, member.p.id, now);
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + invitationDays * 86_400_000);
  await tx.insert(invitationPermits).values({
    tokenHash: hashToken(token),
    organisationId,
    personId: member.p.id,
    email,
    invitedBy: org.actor.personId,
    createdAt: now,
    expiresAt,
  });
  const hasAccount =
    member.accountEmail !== null || (await findAccountByEmail(tx, email)) !== undefined;
  const link = hasAccount
    ? `${baseUrl}/invite/accept?permit=${encodeURIComponent(token)}`
    : `${baseUrl}/_account/register/${encodeURIComponent(token)}`;
  const inviter = await inviterName(tx, org);
  await queueMail(tx, {
    ...invitationMail({
      to: email,
      firstName: member.p.firstName,
      organisationName: org.organisation.name,
      roleLabel: roleLabel(member.m.role, org.organisation.parentId !== null),
      inviterName: inviter,
      link,
      // "25 Dec 2026, 4:22 pm NZDT": the moment it stops working, on the organisation's clock.
      expiresOn: dateTimeInZone(expiresAt, await organisationTimeZone(tx, organisationId)),
      hasAccount,
    }),
    about: { type: "person", id: member.p.id },
  });
  await writeAudit(tx, {
    organisationId,
    actorPersonId: org.actor.personId,
    action: "membership.invite",
    subjectType: "person",
    subjectId: member.p.id,
    after: { email, expiresAt: expiresAt.toISOString() },
  });
  return { expiresAt };
}

async function inviterName(tx: Tx, org: OrgActor): Promise<string> {
  const [row] = await tx
    .select({ firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(eq(people.id, org.actor.personId))
    .limit(1);
  return row ? fullName(row) : "An administrator";
}
