import { createHash } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { auditLog } from "../db/schema/index.js";
import { canonicalJson } from "./canonical-json.js";

export type AuditEntry = {
  organisationId: string;
  actorPersonId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  before?: unknown;
  after?: unknown;
};

export const genesisHash = "0".repeat(64);

type HashedFields = AuditEntry & { seq: number; at: string };

export function entryHash(prevHash: string, entry: HashedFields): string {
  const body = canonicalJson({
    organisationId: entry.organisationId,
    seq: entry.seq,
    actorPersonId: entry.actorPersonId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: entry.at,
  });
  return createHash("sha256").update(prevHash).update(body).digest("hex");
}

/**
 * The one audit writer. Call it inside the command's transaction; a per-organisation
 * advisory lock keeps the chain linear when two writes race.
 */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`audit:${entry.organisationId}`}))`);
  const [last] = await tx
    .select({ seq: auditLog.seq, hash: auditLog.hash })
    .from(auditLog)
    .where(eq(auditLog.organisationId, entry.organisationId))
    .orderBy(desc(auditLog.seq))
    .limit(1);
  const seq = (last?.seq ?? 0) + 1;
  const prevHash = last?.hash ?? genesisHash;
  const at = new Date().toISOString();
  const before = entry.before === undefined ? null : JSON.parse(JSON.stringify(entry.before));
  const after = entry.after === undefined ? null : JSON.parse(JSON.stringify(entry.after));
  const hash = entryHash(prevHash, { ...entry, before, after, seq, at });
  await tx.insert(auditLog).values({
    organisationId: entry.organisationId,
    seq,
    actorPersonId: entry.actorPersonId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before,
    after,
    at: new Date(at),
    prevHash,
    hash,
  });
}
