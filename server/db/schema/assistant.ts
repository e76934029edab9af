import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TextAnnotation } from "../../../common/assistant/citations.js";
import { organisations } from "./organisations.js";
import { people } from "./people.js";

/** A conversation with the assistant, owned by one person, optionally tied to an organisation. */
export const assistantThreads = pgTable(
  "assistant_threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id").references(() => organisations.id, {
      onDelete: "cascade",
    }),
    /** From the first question; empty until then. */
    name: text("name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("assistant_threads_person_idx").on(t.personId, t.updatedAt)],
);

export type MessagePart = { text: string; textAnnotations?: TextAnnotation[] };

export const assistantMessages = pgTable(
  "assistant_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => assistantThreads.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["User", "Assistant"] }).notNull(),
    content: jsonb("content").$type<MessagePart[]>().notNull(),
    /** False for an answer cut off (the asker left or cancelled): kept, never shown as whole. */
    complete: boolean("complete").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("assistant_messages_thread_idx").on(t.threadId, t.createdAt)],
);
