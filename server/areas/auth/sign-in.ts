import type { LoginBody } from "../../../common/contracts/auth.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { queueMail } from "../../mail/send-mail.js";
import { signInAttemptsMail } from "../../mail/templates.js";
import { findAccountByEmail } from "./account-queries.js";
import {
  assertLoginAllowed,
  type RateLimitPolicy,
  recordLoginFailure,
} from "./login-rate-limit.js";
import { acceptTotp, redeemRecoveryCode } from "./mfa-codes.js";
import { burnPasswordCheck, passwordMatches } from "./password.js";

export type SignInOutcome = { status: "signedIn"; personId: string } | { status: "mfaRequired" };

const wrongCredentials = "The e-mail address or password is not right.";

type FoundAccount = NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>;

/** Counts the failure and, the first time the account passes its ceiling, tells the owner. */
async function noteFailure(
  db: Db,
  policy: RateLimitPolicy,
  input: LoginBody,
  address: string,
  found: FoundAccount | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { warnOwner } = await recordLoginFailure(tx, policy, input.email, address);
    if (warnOwner && found)
      await queueMail(
        tx,
        signInAttemptsMail(found.account.email, found.person.firstName, policy.windowMinutes),
      );
  });
}

/** Checks a password (and second factor); the caller creates the session. */
export async function checkSignIn(
  db: Db,
  input: LoginBody,
  address: string,
  policy: RateLimitPolicy,
): Promise<SignInOutcome> {
  await assertLoginAllowed(db, policy, input.email, address);
  const found = await findAccountByEmail(db, input.email);
  if (!found) {
    await burnPasswordCheck(input.password);
    await noteFailure(db, policy, input, address, undefined);
    throw new AppError("unauthenticated", wrongCredentials);
  }
  if (!(await passwordMatches(found.account.passwordHash, input.password))) {
    await noteFailure(db, policy, input, address, found);
    throw new AppError("unauthenticated", wrongCredentials);
  }
  if (!found.account.emailConfirmedAt) {
    throw new AppError(
      "forbidden",
      "Please confirm your e-mail address first. We can send the confirmation link again.",
      {
        fields: { email: "not confirmed" },
      },
    );
  }
  const secret = found.account.mfaEnabledAt ? found.account.mfaSecret : null;
  if (secret) {
    if (!input.mfaCode) return { status: "mfaRequired" };
    const ok =
      (await acceptTotp(db, found.person.id, secret, input.mfaCode)) ||
      (await redeemRecoveryCode(db, found.person.id, input.mfaCode));
    if (!ok) {
      await noteFailure(db, policy, input, address, found);
      throw new AppError(
        "unauthenticated",
        "That code is not right. Use the current code from your authenticator app, or a recovery code.",
        {
          fields: { mfaCode: "That code is not right." },
        },
      );
    }
  }
  return { status: "signedIn", personId: found.person.id };
}
