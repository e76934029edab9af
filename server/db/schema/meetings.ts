import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AgendaItemType } from "../../../common/meetings/agenda.js";
import type { MeetingState } from "../../../common/meetings/meeting-state.js";
import type { RichTextDoc } from "../../../common/rich-text.js";
import { organisations } from "./organisations.js";
import { people } from "./people.js";
import { tsvector, weighted } from "./search-columns.js";

/** Where meetings happen; the default location's time zone is a new meeting's time zone. */
export const meetingLocations = pgTable(
  "meeting_locations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address"),
    timeZone: text("time_zone").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("meeting_locations_org_idx").on(t.organisationId),
    // Exactly one default per organisation: a second one is refused even under concurrent writes.
    uniqueIndex("meeting_locations_one_default").on(t.organisationId).where(sql`${t.isDefault}`),
  ],
);

export const meetings = pgTable(
  "meetings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** UTC instants; shown in timeZone. */
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull(),
    locationId: uuid("location_id").references(() => meetingLocations.id, { onDelete: "set null" }),
    locationText: text("location_text"),
    state: text("state").$type<MeetingState>().notNull().default("PreAgenda"),
    /** Calendar invites keep one UID per meeting and a SEQUENCE that rises on every change. */
    icsSequence: integer("ics_sequence").notNull().default(0),
    agendaPublishedAt: timestamp("agenda_published_at", { withTimezone: true }),
    /** Set when the published agenda changed and should be republished. */
    agendaChangedSincePublish: boolean("agenda_changed_since_publish").notNull().default(false),
    closeTime: text("close_time"),
    nextMeetingNote: text("next_meeting_note"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => people.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic concurrency: every write bumps it; a write from an older version is refused. */
    version: integer("version").notNull().default(1),
  },
  (t) => [index("meetings_org_start_idx").on(t.organisationId, t.startTime)],
);

export const agendaItems = pgTable(
  "agenda_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    meetingId: uuid("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    /** Sub-items (1.1) point at their parent item (1); headings are items with isHeading. */
    parentId: uuid("parent_id").references((): AnyPgColumn => agendaItems.id, {
      onDelete: "cascade",
    }),
    position: integer("position").notNull(),
    type: text("type").$type<AgendaItemType>().notNull().default("Generic"),
    isHeading: boolean("is_heading").notNull().default(false),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** The rich-text description (a RichTextDoc); `description` holds its plain text for search and PDFs. */
    descriptionDoc: jsonb("description_doc").$type<RichTextDoc>(),
    presenter: text("presenter"),
    durationMinutes: integer("duration_minutes").notNull().default(0),
    /** The motion of a Vote item, copied into the minutes as the draft resolution. */
    motion: text("motion"),
    minutes: text("minutes").notNull().default(""),
    /** The rich-text minute notes (a RichTextDoc); `minutes` holds their plain text. */
    minutesDoc: jsonb("minutes_doc").$type<RichTextDoc>(),
    minutesVersion: integer("minutes_version").notNull().default(0),
    extra: jsonb("extra").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** For AI search and the assistant: the title weighs more than its description and minutes. */
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`${weighted("title", "A")} || ${weighted("description", "B")} || ${weighted("minutes", "B")}`,
      ),
  },
  (t) => [
    index("agenda_items_meeting_idx").on(t.meetingId, t.position),
    index("agenda_items_search_idx").using("gin", t.search),
  ],
);

/** The changes log of a published agenda (what changed after publishing, by whom). */
export const agendaChanges = pgTable(
  "agenda_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    meetingId: uuid("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    personId: uuid("person_id").references(() => people.id),
    summary: text("summary").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("agenda_changes_meeting_idx").on(t.meetingId, t.at)],
);

/** Saved organisation agenda templates: an ordered list of item drafts. */
export const agendaTemplates = pgTable(
  "agenda_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    items: jsonb("items")
      .$type<
        Array<{
          type: AgendaItemType;
          title: string;
          durationMinutes: number;
          isHeading: boolean;
          level: number;
        }>
      >()
      .notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("agenda_templates_org_idx").on(t.organisationId)],
);

/** Notices and board-pack e-mails sent for a meeting: who got them, who could not, and why. */
export const meetingNotices = pgTable(
  "meeting_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    meetingId: uuid("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["notice", "pack", "cancellation"] }).notNull(),
    sentBy: uuid("sent_by").references(() => people.id),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    comment: text("comment"),
    recipients: jsonb("recipients")
      .$type<Array<{ personId: string; name: string; email: string }>>()
      .notNull(),
    notSent: jsonb("not_sent")
      .$type<Array<{ personId: string; name: string; reason: string }>>()
      .notNull(),
  },
  (t) => [index("meeting_notices_meeting_idx").on(t.meetingId, t.sentAt)],
);

/** Reminders already sent, one row per meeting, kind and start time: the unique key makes them exactly-once. */
export const meetingReminders = pgTable(
  "meeting_reminders",
  {
    meetingId: uuid("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["first", "dayBefore"] }).notNull(),
    forStart: timestamp("for_start", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.kind, t.forStart] })],
);
