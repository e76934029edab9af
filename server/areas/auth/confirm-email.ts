import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { accounts } from "../../db/schema/index.js";
import { queueMail } from "../../mail/send-mail.js";
import { confirmEmailMail } from "../../mail/templates.js";
import { findAccountByEmail } from "./account-queries.js";
import { consumeEmailToken, issueEmailToken } from "./email-tokens.js";

export async function confirmEmail(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const personId = await consumeEmailToken(tx, token, "confirmEmail");
    await tx
      .update(accounts)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(accounts.personId, personId));
  });
}

/** Sends a fresh link when the account exists and is unconfirmed; says nothing either way. */
export async function resendConfirmation(db: Db, email: string, baseUrl: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findAccountByEmail(tx, email);
    if (!found || found.account.emailConfirmedAt) return;
    const token = await issueEmailToken(tx, found.person.id, "confirmEmail");
    await queueMail(
      tx,
      confirmEmailMail(
        found.account.email,
        found.person.firstName,
        `${baseUrl}/account-email/confirm/${token}`,
      ),
    );
  });
}
