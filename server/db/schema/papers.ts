import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { agendaItems, meetings } from "./meetings.js";
import { people } from "./people.js";

/** Papers attached to agenda items; bytes live in storage under storageKey. */
/** An Office file's PDF: none needed, waiting for the job, made, failed, or no converter here. */
export const pdfStatuses = ["none", "pending", "ready", "failed", "unavailable"] as const;

/** "pending" until the extraction job has run; "noText" for a scan; "failed" when unreadable. */
export const textStatuses = ["pending", "extracted", "noText", "failed"] as const;

export const papers = pgTable(
  "papers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    meetingId: uuid("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    agendaItemId: uuid("agenda_item_id")
      .notNull()
      .references(() => agendaItems.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    /** An Office paper as PDF (for the viewer and the pack), made by the files.convertToPdf job. */
    pdfKey: text("pdf_key"),
    pdfStatus: text("pdf_status", { enum: pdfStatuses }).notNull().default("none"),
    position: integer("position").notNull(),
    /** Its text for search and the assistant, as a document version's (documents.extractText). */
    textStatus: text("text_status", { enum: textStatuses }).notNull().default("pending"),
    uploadedBy: uuid("uploaded_by").references(() => people.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("papers_item_idx").on(t.agendaItemId, t.position),
    index("papers_meeting_idx").on(t.meetingId),
  ],
);

/**
 * The meeting's board pack. The ready pack (readyKey) stays available while a
 * newer build runs; status and progress describe the latest build.
 */
export const boardPacks = pgTable("board_packs", {
  meetingId: uuid("meeting_id")
    .primaryKey()
    .references(() => meetings.id, { onDelete: "cascade" }),
  status: text("status", { enum: ["queued", "building", "ready", "failed"] }).notNull(),
  buildSeq: integer("build_seq").notNull().default(1),
  step: text("step"),
  done: integer("done").notNull().default(0),
  total: integer("total").notNull().default(0),
  error: text("error"),
  readyKey: text("ready_key"),
  readyAt: timestamp("ready_at", { withTimezone: true }),
  pageCount: integer("page_count"),
  skipped: jsonb("skipped")
    .$type<Array<{ item: string; name: string; reason: string }>>()
    .notNull()
    .default([]),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
  /** Where each paper's pages are in the ready pack, so notes made there stay with the paper. */
  pageMap: jsonb("page_map")
    .$type<Array<{ paperId: string; firstPage: number; pageCount: number }>>()
    .notNull()
    .default([]),
});
