import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { flyingMinuteStatuses } from "../../../common/between-meetings/flying-minute-status.js";
import type { RichTextDoc } from "../../../common/rich-text.js";
import { documentVersions } from "./documents.js";
import { meetings } from "./meetings.js";
import { organisations } from "./organisations.js";
import { people } from "./people.js";

/**
 * A flying minute: a motion the board votes on between meetings (server/areas/between-meetings/).
 * Its vote is a vote of the engine with context "flyingMinute" and this id; the tally, ballots
 * and outcome live there, never here.
 */
export const flyingMinutes = pgTable(
  "flying_minutes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    motion: text("motion").notNull(),
    /** The motion as rich text (a RichTextDoc); `motion` holds its plain text. Null: plain text. */
    motionDoc: jsonb("motion_doc").$type<RichTextDoc>(),
    background: text("background").notNull().default(""),
    backgroundDoc: jsonb("background_doc").$type<RichTextDoc>(),
    hostPersonId: uuid("host_person_id")
      .notNull()
      .references(() => people.id),
    status: text("status", { enum: flyingMinuteStatuses }).notNull().default("Draft"),
    /** A discussion stage comes before voting when started. */
    hasDiscussion: boolean("has_discussion").notNull().default(false),
    voteStartsAt: timestamp("vote_starts_at", { withTimezone: true }).notNull(),
    voteClosesAt: timestamp("vote_closes_at", { withTimezone: true }).notNull(),
    /** Hours before the close the reminder goes to those who have not voted; null: never. */
    closingReminderHours: integer("closing_reminder_hours"),
    /** Chosen voters; the vote fixes them (less the conflicted) when voting opens. */
    voterPersonIds: jsonb("voter_person_ids").$type<string[]>().notNull(),
    /** Voters with a declared conflict, confirmed by the host: they do not vote. */
    conflictedPersonIds: jsonb("conflicted_person_ids").$type<string[]>().notNull().default([]),
    anonymous: boolean("anonymous").notNull().default(false),
    emailGreeting: text("email_greeting").notNull().default(""),
    emailComment: text("email_comment").notNull().default(""),
    /** The decision's mover: the host unless someone else is named. */
    moverPersonId: uuid("mover_person_id").references(() => people.id),
    /**
     * The meeting whose minutes note it under Confirm Minutes (the next minutes taken after it
     * closed, where the organisation includes flying minutes): its confirmation locks this.
     */
    notedInMeetingId: uuid("noted_in_meeting_id").references(() => meetings.id, {
      onDelete: "set null",
    }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => people.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("flying_minutes_organisation_idx").on(t.organisationId, t.createdAt),
    // The jobs' sweep looks only at flying minutes that are running.
    index("flying_minutes_running_idx")
      .on(t.status)
      .where(sql`${t.status} in ('Discussion', 'VotingInProgress')`),
  ],
);

/** Comments on a flying minute: in its discussion stage, and beside ballots while voting. */
export const flyingMinuteComments = pgTable(
  "flying_minute_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    flyingMinuteId: uuid("flying_minute_id")
      .notNull()
      .references(() => flyingMinutes.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("flying_minute_comments_fm_idx").on(t.flyingMinuteId, t.createdAt)],
);

/**
 * The notices a flying minute sent, each once: "start" (to every voter who can sign in), a
 * "reminder" for one close time (to those who had not voted), the "result". The key is what
 * makes each exactly once, however many workers run the job.
 */
export const flyingMinuteNotices = pgTable(
  "flying_minute_notices",
  {
    flyingMinuteId: uuid("flying_minute_id")
      .notNull()
      .references(() => flyingMinutes.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** For a reminder, the close time it was for (a moved close plans a new one); "" otherwise. */
    forTime: text("for_time").notNull().default(""),
    sentTo: jsonb("sent_to").$type<string[]>().notNull().default([]),
    notSent: jsonb("not_sent").$type<string[]>().notNull().default([]),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.flyingMinuteId, t.kind, t.forTime] })],
);

/**
 * The motion's papers: versions of documents in the organisation's library, in the host's
 * order. Voters open them through the flying minute, whatever the library folder's audience.
 */
export const flyingMinuteFiles = pgTable(
  "flying_minute_files",
  {
    flyingMinuteId: uuid("flying_minute_id")
      .notNull()
      .references(() => flyingMinutes.id, { onDelete: "cascade" }),
    documentVersionId: uuid("document_version_id")
      .notNull()
      .references(() => documentVersions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flyingMinuteId, t.documentVersionId] }),
    // Erasing a document finds its versions' places in flying minutes.
    index("flying_minute_files_version_idx").on(t.documentVersionId),
  ],
);
