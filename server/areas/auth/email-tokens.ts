import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { emailTokens } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import { hashToken, newSecretToken } from "./secret-tokens.js";

type Purpose = "confirmEmail" | "resetPassword";

const lifetimeHours: Record<Purpose, number> = { confirmEmail: 48, resetPassword: 2 };

export async function issueEmailToken(
  db: DbOrTx,
  personId: string,
  purpose: Purpose,
): Promise<string> {
  const token = newSecretToken();
  await db.insert(emailTokens).values({
    tokenHash: hashToken(token),
    personId,
    purpose,
    expiresAt: new Date(Date.now() + lifetimeHours[purpose] * 3_600_000),
  });
  return token;
}

/** Marks a token used and returns its person; expired or used tokens are 410 with a way forward. */
export async function consumeEmailToken(
  db: DbOrTx,
  token: string,
  purpose: Purpose,
): Promise<string> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .limit(1);
  const again =
    purpose === "confirmEmail" ? "Ask for a new confirmation e-mail." : "Ask for a new reset link.";
  if (!row) throw new AppError("gone", `This link is not valid. ${again}`);
  if (row.usedAt) throw new AppError("gone", `This link has already been used. ${again}`);
  if (row.expiresAt.getTime() < Date.now())
    throw new AppError("gone", `This link has expired. ${again}`);
  const updated = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt)))
    .returning({ personId: emailTokens.personId });
  if (updated.length === 0) throw new AppError("gone", `This link has already been used. ${again}`);
  return row.personId;
}
