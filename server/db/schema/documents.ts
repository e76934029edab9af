import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organisations } from "./organisations.js";
import { papers, pdfStatuses, textStatuses } from "./papers.js";
import { people } from "./people.js";
import { searchConfig, tsvector } from "./search-columns.js";

/**
 * The governance library's folders. A folder's audience narrows who may see it and
 * everything below it: "everyone" with document access, "boardOnly" (board members and the
 * Secretary), or "chosen" roles and people; a sub-folder can only narrow further.
 */
export const documentFolders = pgTable(
  "document_folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => documentFolders.id),
    name: text("name").notNull(),
    audience: text("audience", { enum: ["everyone", "boardOnly", "chosen"] })
      .notNull()
      .default("everyone"),
    /** With "chosen": the roles, and the people, who may see it. */
    audienceRoles: text("audience_roles").array().notNull().default([]),
    audiencePeople: uuid("audience_people").array().notNull().default([]),
    createdBy: uuid("created_by").references(() => people.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("document_folders_org_idx").on(t.organisationId, t.parentId)],
);

/** A document in the library: its versions hold the files; the current one is what people open. */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    /** Null: at the top of the library. */
    folderId: uuid("folder_id").references(() => documentFolders.id),
    currentVersionId: uuid("current_version_id"),
    approvedOn: date("approved_on"),
    reviewOn: date("review_on"),
    /** Set when moved to the bin: restorable for 30 days, then erased. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => people.id),
    createdBy: uuid("created_by").references(() => people.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("documents_folder_idx").on(t.organisationId, t.folderId)],
);

/** One uploaded file of a document; its bytes are in storage under storageKey. */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    /** An Office version as PDF, for the viewer (the files.convertToPdf job). */
    pdfKey: text("pdf_key"),
    pdfStatus: text("pdf_status", { enum: pdfStatuses }).notNull().default("none"),
    note: text("note"),
    uploadedBy: uuid("uploaded_by").references(() => people.id),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Its text for search and the assistant: "pending" until the extraction job has run,
     * "noText" for a scan with no text layer (or a picture), "failed" when it could not be read.
     */
    textStatus: text("text_status", { enum: textStatuses }).notNull().default("pending"),
    pageCount: integer("page_count"),
  },
  (t) => [uniqueIndex("document_versions_number_idx").on(t.documentId, t.number)],
);

/**
 * The text of document versions and meeting papers in passages of a few sentences, each with
 * its page: the one index that search and the assistant read (a document's through its folder
 * audiences, a paper's through its meeting). Exactly one of the two owners is set.
 */
export const documentPassages = pgTable(
  "document_passages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentVersionId: uuid("document_version_id").references(() => documentVersions.id, {
      onDelete: "cascade",
    }),
    paperId: uuid("paper_id").references(() => papers.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    /** The page it is on (1-based), null where a format has no pages. */
    page: integer("page"),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector(${searchConfig}, "text")`),
  },
  (t) => [
    index("document_passages_version_idx").on(t.documentVersionId, t.position),
    index("document_passages_paper_idx").on(t.paperId, t.position),
    // A word in most passages is found faster by reading the organisation's passages in turn
    // until enough match than through the GIN index: the planner chooses, given this.
    index("document_passages_org_idx").on(t.organisationId),
    // Organisation first (btree_gin): a search reads one organisation's postings, not everyone's.
    index("document_passages_search_idx").using("gin", t.organisationId, t.search),
    check(
      "document_passages_one_owner",
      sql`(${t.documentVersionId} is null) <> (${t.paperId} is null)`,
    ),
  ],
);

/**
 * Review reminders already sent: the row is claimed in the transaction that queues the e-mails,
 * so each goes out once across processes; a changed review date gets reminders of its own.
 */
export const documentReviewReminders = pgTable(
  "document_review_reminders",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    reviewOn: date("review_on").notNull(),
    lead: text("lead", { enum: ["30 days", "due"] }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.reviewOn, t.lead] })],
);
