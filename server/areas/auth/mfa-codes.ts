import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { generate, generateSecret, generateURI, verify } from "otplib";
import type { DbOrTx } from "../../db/client.js";
import { accounts, recoveryCodes } from "../../db/schema/index.js";
import { hashToken } from "./secret-tokens.js";

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, email: string): string {
  return generateURI({ secret, label: email, issuer: "Quorate" });
}

/** The time step a code belongs to (current, or one either side for phones whose clocks drift). */
async function totpStep(secret: string, code: string): Promise<number | null> {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({ secret, token, epochTolerance: 30 });
  if (!result.valid) return null;
  return "timeStep" in result && typeof result.timeStep === "number"
    ? result.timeStep
    : Math.floor(Date.now() / 30_000) + result.delta;
}

/**
 * Accepts a code once: its step must be later than the last accepted one, and
 * the update that records it is conditional, so two requests cannot both use it.
 */
export async function acceptTotp(
  db: DbOrTx,
  personId: string,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = await totpStep(secret, code);
  if (step === null) return false;
  const updated = await db
    .update(accounts)
    .set({ mfaLastStep: step })
    .where(
      and(
        eq(accounts.personId, personId),
        or(isNull(accounts.mfaLastStep), lt(accounts.mfaLastStep, step)),
      ),
    )
    .returning({ personId: accounts.personId });
  return updated.length > 0;
}

/** A code for the current step (or, for tests, one step later: still accepted). */
export function currentTotp(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const raw = randomBytes(5).toString("hex");
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

export async function storeRecoveryCodes(
  db: DbOrTx,
  personId: string,
  codes: string[],
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.personId, personId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((c) => ({ personId, codeHash: hashToken(normaliseRecoveryCode(c)) })));
}

/** Uses up a recovery code; each works once. */
export async function redeemRecoveryCode(
  db: DbOrTx,
  personId: string,
  code: string,
): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.personId, personId),
        eq(recoveryCodes.codeHash, hashToken(normaliseRecoveryCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}
