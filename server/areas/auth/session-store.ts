import { and, eq, gt, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { accounts, people, sessions } from "../../db/schema/index.js";
import type { Actor } from "../../http/actor.js";
import { hashToken, newSecretToken } from "./secret-tokens.js";

export type NewSession = { token: string; tokenHash: string; expiresAt: Date };

export async function createSession(
  db: DbOrTx,
  input: {
    personId: string;
    days: number;
    userAgent?: string;
    method?: string;
    idTokenHint?: string;
  },
): Promise<NewSession> {
  const token = newSecretToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(Date.now() + input.days * 86_400_000);
  await db.insert(sessions).values({
    tokenHash,
    personId: input.personId,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300),
    method: input.method ?? "password",
    idTokenHint: input.idTokenHint,
  });
  return { token, tokenHash, expiresAt };
}

export async function findActorBySessionToken(
  db: DbOrTx,
  token: string,
  supportEmails: readonly string[],
): Promise<Actor | null> {
  const tokenHash = hashToken(token);
  const rows = await db
    .select({
      personId: sessions.personId,
      email: accounts.email,
      isSupport: people.isSupport,
      isInstallationAdmin: accounts.isInstallationAdmin,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.personId, sessions.personId))
    .innerJoin(people, eq(people.id, sessions.personId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    personId: row.personId,
    email: row.email,
    isSupport: row.isSupport || supportEmails.includes(row.email.toLowerCase()),
    isInstallationAdmin: row.isInstallationAdmin,
    sessionTokenHash: tokenHash,
  };
}

export async function findSession(db: DbOrTx, tokenHash: string) {
  const rows = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

export async function revokeSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** On a password change every other device is signed out. */
export async function revokeOtherSessions(
  db: DbOrTx,
  personId: string,
  keepTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.personId, personId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.personId, personId),
    );
}
