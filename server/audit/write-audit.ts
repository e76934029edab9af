import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { preparedSql } from "../db/prepared.js";
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
  await writeAudits(tx, [entry]);
}

// The statements of writeAudits, prepared: a member ballot writes hundreds of entries a second.
const lockChain = preparedSql(
  "audit_lock_chain",
  sql`select pg_advisory_xact_lock(hashtext(${sql.placeholder("key")}))`,
);
const chainEnd = preparedSql<{ seq: number; hash: string }>(
  "audit_chain_end",
  sql`select seq, hash from ${auditLog} where organisation_id = ${sql.placeholder("organisationId")}::uuid
    order by seq desc limit 1`,
);
const insertEntries = preparedSql(
  "audit_insert_entries",
  sql`insert into ${auditLog} (organisation_id, seq, actor_person_id, action, subject_type,
      subject_id, before, after, at, prev_hash, hash)
    select ${sql.placeholder("organisationId")}::uuid, e.seq, e.actor, e.action, e.subject_type,
      e.subject_id, e.before::jsonb, e.after::jsonb, e.at, e.prev_hash, e.hash
    from unnest(${sql.placeholder("seqs")}::int[], ${sql.placeholder("actors")}::uuid[],
      ${sql.placeholder("actions")}::text[], ${sql.placeholder("subjectTypes")}::text[],
      ${sql.placeholder("subjectIds")}::text[], ${sql.placeholder("befores")}::text[],
      ${sql.placeholder("afters")}::text[], ${sql.placeholder("ats")}::timestamptz[],
      ${sql.placeholder("prevHashes")}::text[], ${sql.placeholder("hashes")}::text[])
      as e(seq, actor, action, subject_type, subject_id, before, after, at, prev_hash, hash)`,
);

/**
 * Several entries in one go, chained in the order given (the ballots that arrive together,
 * server/areas/votes/cast-ballot.ts): per organisation one lock, one read of the chain's end and
 * one insert, instead of three statements per entry while the lock is held. Organisations are
 * locked in id order, so two such writes cannot wait for each other.
 */
export async function writeAudits(tx: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  const byOrganisation = new Map<string, AuditEntry[]>();
  for (const entry of entries) {
    const list = byOrganisation.get(entry.organisationId);
    if (list) list.push(entry);
    else byOrganisation.set(entry.organisationId, [entry]);
  }
  for (const organisationId of [...byOrganisation.keys()].sort()) {
    await lockChain(tx, { key: `audit:${organisationId}` });
    const [last] = await chainEnd(tx, { organisationId });
    let seq = last?.seq ?? 0;
    let prevHash = last?.hash ?? genesisHash;
    const rows: Array<HashedFields & { prevHash: string; hash: string }> = [];
    for (const entry of byOrganisation.get(organisationId) ?? []) {
      seq++;
      const at = new Date().toISOString();
      const before = entry.before === undefined ? null : JSON.parse(JSON.stringify(entry.before));
      const after = entry.after === undefined ? null : JSON.parse(JSON.stringify(entry.after));
      const hash = entryHash(prevHash, { ...entry, before, after, seq, at });
      rows.push({ ...entry, before, after, seq, at, prevHash, hash });
      prevHash = hash;
    }
    // jsonb as text, as the driver sends a jsonb column: null stays SQL NULL.
    const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
    await insertEntries(tx, {
      organisationId,
      seqs: rows.map((r) => r.seq),
      actors: rows.map((r) => r.actorPersonId),
      actions: rows.map((r) => r.action),
      subjectTypes: rows.map((r) => r.subjectType),
      subjectIds: rows.map((r) => r.subjectId),
      befores: rows.map((r) => json(r.before)),
      afters: rows.map((r) => json(r.after)),
      ats: rows.map((r) => r.at),
      prevHashes: rows.map((r) => r.prevHash),
      hashes: rows.map((r) => r.hash),
    });
  }
}
