import { EventEmitter } from "node:events";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { preparedFor } from "../../db/prepared.js";
import {
  accounts,
  memberships,
  organisationVersions,
  people,
  sessions,
} from "../../db/schema/index.js";
import { asText, tickBatchByKey } from "../../db/tick-batch.js";
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

/**
 * Every request with a session cookie runs this: prepared once per database handle, and the
 * requests that arrive together share one statement (tickBatch), so fifty browsers asking at
 * once are one round trip, not fifty. Each request still waits for a look-up started after it
 * arrived: a session revoked a moment ago is refused on the next request.
 * It also reads the record versions of the person's organisations (one short list),
 * so a page cached against them costs no further query (My Home).
 */
const sessionActors = preparedFor((db) =>
  db
    .select({
      tokenHash: sessions.tokenHash,
      personId: sessions.personId,
      email: accounts.email,
      isSupport: people.isSupport,
      isInstallationAdmin: accounts.isInstallationAdmin,
      orgVersions: sql<string | null>`(
        select string_agg(${memberships.organisationId}::text || ':' || coalesce(${organisationVersions.version}, 0), ',' order by ${memberships.organisationId})
        from ${memberships} left join ${organisationVersions} on ${organisationVersions.organisationId} = ${memberships.organisationId}
        where ${memberships.personId} = ${sessions.personId})`,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.personId, sessions.personId))
    .innerJoin(people, eq(people.id, sessions.personId))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.placeholder("tokenHashes")}::text[])`,
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .prepare("session_actors"),
);

const sessionActorRows = tickBatchByKey({
  keyOf: asText,
  rowKey: (row: { tokenHash: string }) => row.tokenHash,
  run: (db, tokenHashes: readonly string[]) =>
    sessionActors(db).execute({ tokenHashes, now: new Date() }),
});

export async function findActorBySessionToken(
  db: DbOrTx,
  token: string,
  supportEmails: readonly string[],
): Promise<Actor | null> {
  const tokenHash = hashToken(token);
  const [row] = await sessionActorRows(db, tokenHash);
  if (!row) return null;
  return {
    personId: row.personId,
    email: row.email,
    isSupport: row.isSupport || supportEmails.includes(row.email.toLowerCase()),
    isInstallationAdmin: row.isInstallationAdmin,
    sessionTokenHash: tokenHash,
    orgVersions: row.orgVersions ?? "",
  };
}

/**
 * Whether the session is still there for this person: sockets opened from it ask before every
 * call they answer. It shares the session look-up's batched statement.
 */
export async function isSessionLive(
  db: DbOrTx,
  tokenHash: string,
  personId: string,
): Promise<boolean> {
  const [row] = await sessionActorRows(db, tokenHash);
  return row?.personId === personId;
}

/** What was revoked: one session, or a person's sessions (but one). */
export type SessionRevocation = { tokenHash: string } | { personId: string; except?: string };

const revocations = new EventEmitter();
revocations.setMaxListeners(0);

/**
 * Told (in this process) as sessions are deleted, so sockets opened from them close at once;
 * sockets on other processes find out at their next call or check (`isSessionLive`).
 */
export function onSessionsRevoked(listener: (revoked: SessionRevocation) => void): () => void {
  revocations.on("revoked", listener);
  return () => revocations.off("revoked", listener);
}

function announce(revoked: SessionRevocation): void {
  revocations.emit("revoked", revoked);
}

export async function findSession(db: DbOrTx, tokenHash: string) {
  const rows = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

export async function revokeSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  announce({ tokenHash });
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
  announce(keepTokenHash ? { personId, except: keepTokenHash } : { personId });
}
