import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { agendaItems, meetings } from "./meetings.js";
import { people } from "./people.js";

/**
 * A meeting's minutes confirmed at a later meeting's Confirm Minutes item. A
 * reversal keeps the row (reversedAt) so the history, signatures included, stays.
 */
export const minuteConfirmations = pgTable(
  "minute_confirmations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    meetingId: uuid("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    confirmingMeetingId: uuid("confirming_meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    confirmingItemId: uuid("confirming_item_id").references(() => agendaItems.id, {
      onDelete: "set null",
    }),
    mode: text("mode", { enum: ["asPresented", "withChanges"] }).notNull(),
    changes: text("changes"),
    /** The minutes as confirmed: a PDF whose SHA-256 every signature binds. */
    minutesPdfKey: text("minutes_pdf_key").notNull(),
    minutesSha256: text("minutes_sha256").notNull(),
    confirmedBy: uuid("confirmed_by").references(() => people.id),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
    reversedBy: uuid("reversed_by").references(() => people.id),
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
  },
  (t) => [index("minute_confirmations_meeting_idx").on(t.meetingId)],
);

/** Who is asked to sign a confirmation, and when they signed. */
export const minuteSignatures = pgTable(
  "minute_signatures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    confirmationId: uuid("confirmation_id")
      .notNull()
      .references(() => minuteConfirmations.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id),
    requestedBy: uuid("requested_by").references(() => people.id),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signedSha256: text("signed_sha256"),
  },
  (t) => [
    uniqueIndex("minute_signatures_key").on(t.confirmationId, t.personId),
    // My Home's "minutes to sign" looks only at signatures still awaited.
    index("minute_signatures_unsigned_person_idx").on(t.personId).where(sql`${t.signedAt} is null`),
  ],
);
