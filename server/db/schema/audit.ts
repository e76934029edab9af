import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Append-only audit log. Entries of one organisation form a SHA-256 hash chain
 * (seq 1, 2, …; hash = sha256(prevHash + canonical entry)) so tampering shows.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    organisationId: uuid("organisation_id").notNull(),
    seq: integer("seq").notNull(),
    actorPersonId: uuid("actor_person_id"),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull(),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [
    uniqueIndex("audit_log_org_seq_key").on(t.organisationId, t.seq),
    index("audit_log_subject_idx").on(t.organisationId, t.subjectType, t.subjectId),
  ],
);
