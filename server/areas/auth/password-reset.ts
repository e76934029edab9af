import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { accounts } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import { queueMail } from "../../mail/send-mail.js";
import { passwordChangedMail, resetPasswordMail } from "../../mail/templates.js";
import { findAccountByEmail, findAccountByPersonId } from "./account-queries.js";
import { consumeEmailToken, issueEmailToken } from "./email-tokens.js";
import { hashPassword, passwordMatches } from "./password.js";
import { revokeOtherSessions } from "./session-store.js";

/** Always answers the same, so the form does not reveal who has an account. */
export async function requestPasswordReset(db: Db, email: string, baseUrl: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findAccountByEmail(tx, email);
    if (!found) return;
    const token = await issueEmailToken(tx, found.person.id, "resetPassword");
    await queueMail(
      tx,
      resetPasswordMail(
        found.account.email,
        found.person.firstName,
        `${baseUrl}/account-email/reset-password/${token}`,
      ),
    );
  });
}

/** A reset also confirms the address (the link proved it) and signs out every device. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const personId = await consumeEmailToken(tx, token, "resetPassword");
    const found = await findAccountByPersonId(tx, personId);
    if (!found) throw new AppError("gone", "This account no longer exists.");
    await tx
      .update(accounts)
      .set({ passwordHash, emailConfirmedAt: found.account.emailConfirmedAt ?? new Date() })
      .where(eq(accounts.personId, personId));
    await revokeOtherSessions(tx, personId);
    await queueMail(tx, passwordChangedMail(found.account.email, found.person.firstName));
  });
}

export async function changePassword(
  db: Db,
  input: {
    personId: string;
    currentPassword: string;
    newPassword: string;
    keepSessionHash: string;
  },
): Promise<void> {
  const found = await findAccountByPersonId(db, input.personId);
  if (!found || !(await passwordMatches(found.account.passwordHash, input.currentPassword))) {
    throw new AppError("badRequest", "Your current password is not right.", {
      fields: { currentPassword: "Your current password is not right." },
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.personId, input.personId));
    await revokeOtherSessions(tx, input.personId, input.keepSessionHash);
    await queueMail(tx, passwordChangedMail(found.account.email, found.person.firstName));
  });
}
