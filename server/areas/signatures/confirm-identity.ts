import { eq } from "drizzle-orm";
import { signatureMessages } from "../../../common/contracts/signature-requests.js";
import type { Db } from "../../db/client.js";
import { accounts } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import {
  assertLoginAllowed,
  type RateLimitPolicy,
  recordLoginFailure,
} from "../auth/login-rate-limit.js";
import { acceptTotp, redeemRecoveryCode } from "../auth/mfa-codes.js";
import { passwordMatches } from "../auth/password.js";

const wrong = () =>
  new AppError("badRequest", signatureMessages.wrongPassword, {
    fields: { password: signatureMessages.wrongPassword },
  });

/**
 * A member signer shows it is them when the organisation asks: their password, or a code from
 * their authenticator app. Wrong answers count against the sign-in limits (the same account
 * and address), so the signing page is no way round them. Answers how they confirmed.
 */
export async function confirmIdentity(
  db: Db,
  personId: string,
  given: { password?: string | undefined; code?: string | undefined },
  address: string,
  policy: RateLimitPolicy,
): Promise<string> {
  const [account] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.personId, personId))
    .limit(1);
  if (!account) throw new AppError("forbidden", signatureMessages.refused.notYou);
  const mfa = account.mfaEnabledAt ? account.mfaSecret : null;
  if (!account.passwordHash && !mfa) return "signed in (single sign-on)";
  if (!given.password && !given.code)
    throw new AppError("badRequest", signatureMessages.confirmNeeded, {
      fields: { password: signatureMessages.confirmNeeded },
    });
  await assertLoginAllowed(db, policy, account.email, address);
  if (given.password && (await passwordMatches(account.passwordHash, given.password)))
    return "signed in, password re-entered";
  if (
    given.code &&
    mfa &&
    ((await acceptTotp(db, personId, mfa, given.code)) ||
      (await redeemRecoveryCode(db, personId, given.code)))
  )
    return "signed in, second-factor code";
  await recordLoginFailure(db, policy, account.email, address);
  throw wrong();
}
