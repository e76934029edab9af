import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { registerWithInvitationBody } from "../../../common/contracts/invitations.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, Tx } from "../../db/client.js";
import { accounts, invitationPermits, memberships, people } from "../../db/schema/index.js";
import type { Actor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { findAccountByEmail } from "../auth/account-queries.js";
import { hashPassword } from "../auth/password.js";
import { emailTakenMessage } from "../auth/register-account.js";
import { assertPermitOpen, findPermit, permitRefusal } from "./invitation-permits.js";

type Accepted = { organisationId: string; personId: string; message: string };

/** invite/accept for someone who already has a login: the signed-in person must be the one invited. */
export async function acceptInvitation(db: Db, actor: Actor, token: string): Promise<Accepted> {
  return db.transaction(async (tx) => {
    const found = await lockedOpenPermit(tx, token);
    if (found.permit.personId !== actor.personId)
      throw new AppError(
        "forbidden",
        `This invitation is for ${found.permit.email}. Sign out, then open the link again and sign in as ${found.permit.email}.`,
      );
    return enableLogin(tx, found);
  });
}

/**
 * _account/register/{permit}: creates the invited person's login (the e-mail is the one
 * invited, so the link proves it) and accepts the invitation in the same transaction.
 */
export async function registerWithInvitation(
  db: Db,
  token: string,
  input: z.output<typeof registerWithInvitationBody>,
): Promise<Accepted> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const found = await lockedOpenPermit(tx, token);
    const { permit } = found;
    const [own] = await tx
      .select({ personId: accounts.personId })
      .from(accounts)
      .where(eq(accounts.personId, permit.personId))
      .limit(1);
    if (own)
      throw new AppError(
        "conflict",
        "You already have a Quorate login. Sign in, then open the invitation link again.",
      );
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('register-account'))`);
    if (await findAccountByEmail(tx, permit.email))
      throw new AppError("conflict", emailTakenMessage);
    await tx
      .update(people)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        email: permit.email,
        updatedAt: new Date(),
      })
      .where(eq(people.id, permit.personId));
    await tx.insert(accounts).values({
      personId: permit.personId,
      email: permit.email,
      passwordHash,
      emailConfirmedAt: new Date(),
    });
    return enableLogin(tx, found);
  });
}

async function lockedOpenPermit(tx: Tx, token: string) {
  const found = assertPermitOpen(await findPermit(tx, token));
  // Two clicks on the same link race here; the second finds it accepted.
  const [locked] = await tx
    .select()
    .from(invitationPermits)
    .where(eq(invitationPermits.tokenHash, found.permit.tokenHash))
    .for("update");
  return assertPermitOpen(locked ? { ...found, permit: locked } : undefined);
}

async function enableLogin(
  tx: Tx,
  found: NonNullable<Awaited<ReturnType<typeof findPermit>>>,
): Promise<Accepted> {
  const { permit } = found;
  const enabled = await tx
    .update(memberships)
    .set({ loginEnabled: true, accessAllowed: true })
    .where(
      and(
        eq(memberships.organisationId, permit.organisationId),
        eq(memberships.personId, permit.personId),
      ),
    )
    .returning({ personId: memberships.personId });
  if (enabled.length === 0)
    throw new AppError("gone", permitRefusal("withdrawn", found.organisationName));
  await tx
    .update(invitationPermits)
    .set({ acceptedAt: new Date() })
    .where(eq(invitationPermits.tokenHash, permit.tokenHash));
  await writeAudit(tx, {
    organisationId: permit.organisationId,
    actorPersonId: permit.personId,
    action: "membership.accept",
    subjectType: "person",
    subjectId: permit.personId,
    before: { loginStatus: "InvitationPending" },
    after: { loginStatus: "CanLogin", email: permit.email },
  });
  return {
    organisationId: permit.organisationId,
    personId: permit.personId,
    message: `Welcome to ${found.organisationName}.`,
  };
}
