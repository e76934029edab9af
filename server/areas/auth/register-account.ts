import { sql } from "drizzle-orm";
import type { RegisterBody } from "../../../common/contracts/auth.js";
import type { Db } from "../../db/client.js";
import { accounts, people } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import { queueMail } from "../../mail/send-mail.js";
import { confirmEmailMail } from "../../mail/templates.js";
import { findAccountByEmail } from "./account-queries.js";
import { issueEmailToken } from "./email-tokens.js";
import { hashPassword } from "./password.js";

export const emailTakenMessage =
  "An account with this e-mail address already exists. Sign in, or reset your password if you have forgotten it.";

/**
 * Creates a person with a local account and e-mails a confirmation link. The
 * first account on an installation becomes its administrator (reads the outbox).
 */
export async function registerAccount(
  db: Db,
  input: RegisterBody,
  baseUrl: string,
): Promise<{ personId: string }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('register-account'))`);
    if (await findAccountByEmail(tx, input.email)) {
      throw new AppError("conflict", emailTakenMessage, { fields: { email: emailTakenMessage } });
    }
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(accounts);
    const [person] = await tx
      .insert(people)
      .values({ firstName: input.firstName, lastName: input.lastName, email: input.email })
      .returning({ id: people.id });
    if (!person) throw new Error("person insert returned nothing");
    await tx.insert(accounts).values({
      personId: person.id,
      email: input.email,
      passwordHash,
      isInstallationAdmin: count === 0,
    });
    const token = await issueEmailToken(tx, person.id, "confirmEmail");
    await queueMail(
      tx,
      confirmEmailMail(input.email, input.firstName, `${baseUrl}/account-email/confirm/${token}`),
    );
    return { personId: person.id };
  });
}
