import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { generate, generateSecret, generateURI, verify } from "otplib";
import type { DbOrTx } from "../../db/client.js";
import { recoveryCodes } from "../../db/schema/index.js";
import { hashToken } from "./secret-tokens.js";

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, email: string): string {
  return generateURI({ secret, label: email, issuer: "Quorate" });
}

/** Accepts the current code and one step either side, for phones whose clocks drift. */
export async function totpMatches(secret: string, code: string): Promise<boolean> {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return false;
  const result = await verify({ secret, token, epochTolerance: 30 });
  return result.valid;
}

export function currentTotp(secret: string): Promise<string> {
  return generate({ secret });
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
