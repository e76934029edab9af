import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { accounts, recoveryCodes } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import { findAccountByPersonId } from "./account-queries.js";
import {
  acceptTotp,
  newRecoveryCodes,
  newTotpSecret,
  redeemRecoveryCode,
  storeRecoveryCodes,
  totpUri,
} from "./mfa-codes.js";

/** Starts enrolment: the secret is kept but MFA is off until a code proves the app has it. */
export async function startMfaEnrolment(
  db: Db,
  personId: string,
): Promise<{ secret: string; otpauthUrl: string }> {
  const found = await findAccountByPersonId(db, personId);
  if (!found) throw new AppError("notFound", "Your account was not found.");
  if (found.account.mfaEnabledAt) {
    throw new AppError(
      "conflict",
      "Two-step sign-in is already on. Remove it first to set up a new authenticator.",
    );
  }
  const secret = newTotpSecret();
  await db.update(accounts).set({ mfaSecret: secret }).where(eq(accounts.personId, personId));
  return { secret, otpauthUrl: totpUri(secret, found.account.email) };
}

export async function verifyMfaEnrolment(
  db: Db,
  personId: string,
  code: string,
): Promise<string[]> {
  const found = await findAccountByPersonId(db, personId);
  const secret = found?.account.mfaSecret;
  if (!found || !secret) throw new AppError("conflict", "Start setting up two-step sign-in first.");
  if (found.account.mfaEnabledAt) throw new AppError("conflict", "Two-step sign-in is already on.");
  if (!(await acceptTotp(db, personId, secret, code))) {
    throw new AppError(
      "badRequest",
      "That code is not right. Enter the 6-digit code your authenticator app shows now.",
      {
        fields: { code: "That code is not right." },
      },
    );
  }
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ mfaEnabledAt: new Date() })
      .where(eq(accounts.personId, personId));
    await storeRecoveryCodes(tx, personId, codes);
  });
  return codes;
}

/** Removing MFA needs a current code (or a recovery code), not just a session. */
export async function removeMfa(db: Db, personId: string, code: string): Promise<void> {
  const found = await findAccountByPersonId(db, personId);
  const secret = found?.account.mfaEnabledAt ? found.account.mfaSecret : null;
  if (!found || !secret) throw new AppError("conflict", "Two-step sign-in is not on.");
  const ok =
    (await acceptTotp(db, personId, secret, code)) ||
    (await redeemRecoveryCode(db, personId, code));
  if (!ok)
    throw new AppError("badRequest", "That code is not right.", {
      fields: { code: "That code is not right." },
    });
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ mfaEnabledAt: null, mfaSecret: null, mfaLastStep: null })
      .where(eq(accounts.personId, personId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.personId, personId));
  });
}
