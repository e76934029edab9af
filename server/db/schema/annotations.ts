import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { documents, documentVersions } from "./documents.js";
import { meetings } from "./meetings.js";
import { organisations } from "./organisations.js";
import { papers } from "./papers.js";
import { people } from "./people.js";

/** A rectangle on a page as fractions of its width and height: [x, y, width, height], 0–1. */
export type PageRect = [number, number, number, number];

/**
 * A reader's highlight or note, anchored to the file it was made on and a page of it: a
 * library document (kept across its versions) or a meeting's paper (so a note made in the
 * board pack stays with its paper when the pack is rebuilt). Private to its author unless
 * shared with the board.
 */
export const annotations = pgTable(
  "annotations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "cascade" }),
    /** The version it was made on; a later version shows it too. */
    documentVersionId: uuid("document_version_id").references(() => documentVersions.id, {
      onDelete: "set null",
    }),
    paperId: uuid("paper_id").references(() => papers.id, { onDelete: "cascade" }),
    /** The paper's meeting: its confirmed minutes may destroy the annotation (autoDeleteAnnotations). */
    meetingId: uuid("meeting_id").references(() => meetings.id, { onDelete: "cascade" }),
    page: integer("page").notNull(),
    kind: text("kind", { enum: ["highlight", "note"] }).notNull(),
    rects: jsonb("rects").$type<PageRect[]>().notNull().default([]),
    /** The words highlighted, as the reader selected them. */
    quote: text("quote"),
    note: text("note"),
    colour: text("colour", { enum: ["yellow", "green", "blue", "pink"] })
      .notNull()
      .default("yellow"),
    shared: boolean("shared").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("annotations_document_idx").on(t.documentId),
    index("annotations_paper_idx").on(t.paperId),
    index("annotations_meeting_idx").on(t.meetingId),
    index("annotations_author_idx").on(t.organisationId, t.authorId),
    check("annotations_one_anchor", sql`num_nonnulls(${t.documentId}, ${t.paperId}) = 1`),
    check("annotations_page", sql`${t.page} >= 1`),
  ],
);

/**
 * Who opened which file, and when first and last (read receipts): a library document, a
 * paper, or a meeting's pack, named by `subject` ("document:{id}", "paper:{id}", "pack:{id}").
 */
export const fileReads = pgTable(
  "file_reads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull().defaultNow(),
    times: integer("times").notNull().default(1),
  },
  (t) => [
    uniqueIndex("file_reads_person_subject_idx").on(t.personId, t.subject),
    index("file_reads_subject_idx").on(t.organisationId, t.subject),
  ],
);
