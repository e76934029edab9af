import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type MailAttachment = { filename: string; contentType: string; content: string };

/** Every e-mail Quorate sends; without SMTP this is the outbox people read in the app. */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    /** What the mail is about (e.g. a meeting), for per-record e-mail history. */
    subjectType: text("subject_type"),
    subjectId: text("subject_id"),
    status: text("status", { enum: ["queued", "sent", "outbox", "failed"] })
      .notNull()
      .default("queued"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_messages_created_idx").on(t.createdAt)],
);
