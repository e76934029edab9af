import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { auditLog } from "../db/schema/index.js";
import { entryHash, genesisHash } from "./write-audit.js";

export type ChainVerdict =
  | { valid: true; entries: number }
  | {
      valid: false;
      entries: number;
      firstBroken: { seq: number; id: number; at: string; reason: string };
    };

/** Recomputes an organisation's chain from the start and names the first entry that does not fit. */
export async function verifyAuditChain(db: DbOrTx, organisationId: string): Promise<ChainVerdict> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.organisationId, organisationId))
    .orderBy(asc(auditLog.seq));
  let prevHash = genesisHash;
  let expectedSeq = 1;
  for (const row of rows) {
    const at = row.at.toISOString();
    const broken = (reason: string): ChainVerdict => ({
      valid: false,
      entries: rows.length,
      firstBroken: { seq: row.seq, id: row.id, at, reason },
    });
    if (row.seq !== expectedSeq)
      return broken(`expected entry ${expectedSeq}, found ${row.seq}: an entry is missing`);
    if (row.prevHash !== prevHash) return broken("it does not point at the entry before it");
    const recomputed = entryHash(prevHash, {
      organisationId: row.organisationId,
      actorPersonId: row.actorPersonId,
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      before: row.before,
      after: row.after,
      seq: row.seq,
      at,
    });
    if (recomputed !== row.hash) return broken("its content was changed after it was written");
    prevHash = row.hash;
    expectedSeq++;
  }
  return { valid: true, entries: rows.length };
}
