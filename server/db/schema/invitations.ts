import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organisations } from "./organisations.js";
import { people } from "./people.js";

/**
 * An invitation to log in to one organisation. The e-mailed link carries a random
 * permit; only its hash is stored. Open while not accepted, not revoked and not expired.
 */
export const invitationPermits = pgTable(
  "invitation_permits",
  {
    tokenHash: text("token_hash").primaryKey(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    invitedBy: uuid("invited_by").references(() => people.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /** Set when access is revoked, the person removed, or a newer invitation replaces this one. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("invitation_permits_org_person_idx").on(t.organisationId, t.personId)],
);

/**
 * Tenure reminders already sent: the row is claimed before the e-mail is queued, so each
 * reminder goes out once across processes; a changed end date gets reminders of its own.
 */
export const tenureReminders = pgTable(
  "tenure_reminders",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["sixWeeks", "dayBefore"] }).notNull(),
    endsOn: text("ends_on").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.personId, t.kind, t.endsOn] })],
);
