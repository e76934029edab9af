import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { reportAudiences, reportStatuses } from "../../../common/between-meetings/report-status.js";
import type { RichTextDoc } from "../../../common/rich-text.js";
import { documentVersions } from "./documents.js";
import { organisations } from "./organisations.js";
import { people } from "./people.js";

/**
 * A between-meeting report (server/areas/between-meetings/reports/): a Draft its author and
 * the organisation's Administrators and Secretaries see, then Sent to its audience.
 */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    executiveSummary: text("executive_summary").notNull().default(""),
    /** The summary as rich text (a RichTextDoc); `executiveSummary` holds its plain text. */
    executiveSummaryDoc: jsonb("executive_summary_doc").$type<RichTextDoc>(),
    authorPersonId: uuid("author_person_id")
      .notNull()
      .references(() => people.id),
    status: text("status", { enum: reportStatuses }).notNull().default("Draft"),
    audience: text("audience", { enum: reportAudiences }).notNull().default("board"),
    /** With audience "roles": the roles that read it. */
    audienceRoles: jsonb("audience_roles").$type<string[]>().notNull().default([]),
    /** With audience "people": the people who read it. */
    audiencePersonIds: jsonb("audience_person_ids").$type<string[]>().notNull().default([]),
    /** When it was last sent (or sent again); null while a Draft. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("reports_organisation_idx").on(t.organisationId, t.createdAt)],
);

/**
 * A report's files: versions of documents in the organisation's governance library. An erased
 * document takes its versions, and so its place in reports, with it.
 */
export const reportFiles = pgTable(
  "report_files",
  {
    reportId: uuid("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    documentVersionId: uuid("document_version_id")
      .notNull()
      .references(() => documentVersions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.documentVersionId] }),
    // Erasing a document finds its versions' places in reports.
    index("report_files_version_idx").on(t.documentVersionId),
  ],
);

export const reportComments = pgTable(
  "report_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reportId: uuid("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("report_comments_report_idx").on(t.reportId, t.createdAt)],
);

/** The e-mail history of a report: each send and resend, whom it reached and whom it could not. */
export const reportSends = pgTable(
  "report_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reportId: uuid("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    sentBy: uuid("sent_by")
      .notNull()
      .references(() => people.id),
    sentTo: jsonb("sent_to").$type<string[]>().notNull().default([]),
    /** Names of audience members who cannot sign in, so got no e-mail. */
    notSent: jsonb("not_sent").$type<string[]>().notNull().default([]),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("report_sends_report_idx").on(t.reportId, t.sentAt)],
);

/** Read receipts of the report itself: the first and last time each person opened it. */
export const reportReads = pgTable(
  "report_reads",
  {
    reportId: uuid("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull().defaultNow(),
    times: integer("times").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.personId] })],
);

/**
 * Read receipts of a report's files, opened from the report. The library's own receipts
 * (file_reads) are per document and for all time, so they cannot say "opened from this report";
 * opening a file here records both.
 */
export const reportFileReads = pgTable(
  "report_file_reads",
  {
    reportId: uuid("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    documentVersionId: uuid("document_version_id")
      .notNull()
      .references(() => documentVersions.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull().defaultNow(),
    times: integer("times").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.documentVersionId, t.personId] }),
    index("report_file_reads_version_idx").on(t.documentVersionId),
  ],
);

/**
 * Notices a report sent its author, each exactly once: the key is claimed before the e-mail is
 * queued, so two readers finishing together send one ("allRead": everyone has read it).
 */
export const reportNotices = pgTable(
  "report_notices",
  {
    reportId: uuid("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.kind] })],
);
