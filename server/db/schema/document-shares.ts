import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { documentVersions } from "./documents.js";
import { organisations } from "./organisations.js";
import { people } from "./people.js";

/**
 * One document version shared with someone outside the board (an auditor, a lawyer) by a
 * signed link that expires and can be revoked; optionally opened only with a code e-mailed
 * to them. Every open is audited.
 */
export const documentShares = pgTable(
  "document_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    documentVersionId: uuid("document_version_id")
      .notNull()
      .references(() => documentVersions.id, { onDelete: "cascade" }),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    message: text("message"),
    requireCode: boolean("require_code").notNull().default(false),
    /** SHA-256 of the code last e-mailed, with when it stops working and the tries left. */
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    codeTries: integer("code_tries").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: uuid("revoked_by").references(() => people.id),
    createdBy: uuid("created_by").references(() => people.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    openCount: integer("open_count").notNull().default(0),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
  },
  (t) => [index("document_shares_version_idx").on(t.organisationId, t.documentVersionId)],
);
