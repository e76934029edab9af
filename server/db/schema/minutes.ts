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
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agendaItems, meetings } from "./meetings.js";
import { organisations } from "./organisations.js";
import { people } from "./people.js";
import { tsvector, weighted } from "./search-columns.js";

/** Who is expected at a meeting, and what happened: present, apology, absent; arrivals and departures by item. */
export const meetingAttendees = pgTable(
  "meeting_attendees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    meetingId: uuid("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    personId: uuid("person_id").references(() => people.id),
    /** Guests are named, not members. */
    guestName: text("guest_name"),
    isGuest: boolean("is_guest").notNull().default(false),
    /** Board members vote and count towards quorum. */
    isVotingMember: boolean("is_voting_member").notNull().default(false),
    status: text("status", { enum: ["expected", "present", "apology", "absent"] })
      .notNull()
      .default("expected"),
    rsvp: text("rsvp", { enum: ["attending", "apology"] }),
    position: integer("position").notNull(),
    note: text("note"),
    arrivedAtItemId: uuid("arrived_at_item_id").references(() => agendaItems.id, {
      onDelete: "set null",
    }),
    departedAtItemId: uuid("departed_at_item_id").references(() => agendaItems.id, {
      onDelete: "set null",
    }),
    departed: boolean("departed").notNull().default(false),
  },
  (t) => [
    index("meeting_attendees_meeting_idx").on(t.meetingId, t.position),
    uniqueIndex("meeting_attendees_person_key").on(t.meetingId, t.personId),
  ],
);

/** Decisions from minutes, closed votes and (later) flying minutes: the decision register. */
export const decisions = pgTable(
  "decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    meetingId: uuid("meeting_id").references(() => meetings.id, { onDelete: "set null" }),
    agendaItemId: uuid("agenda_item_id").references(() => agendaItems.id, { onDelete: "set null" }),
    voteId: uuid("vote_id"),
    source: text("source", { enum: ["minutes", "vote", "flyingMinute"] }).notNull(),
    title: text("title").notNull(),
    decidedOn: text("decided_on").notNull(),
    outcome: text("outcome", { enum: ["Approved", "NotApproved", "Noted", "Deferred"] }).notNull(),
    moverPersonId: uuid("mover_person_id").references(() => people.id),
    seconderPersonId: uuid("seconder_person_id").references(() => people.id),
    text: text("text").notNull().default(""),
    tally: jsonb("tally").$type<{
      support: number;
      oppose: number;
      abstain: number;
      notVoted: number;
    } | null>(),
    createdBy: uuid("created_by").references(() => people.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Stored so the GIN index serves the register's search; the title weighs more than the
     * wording when ranking. The configuration is named so the expression stays immutable.
     */
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(sql`${weighted("title", "A")} || ${weighted("text", "B")}`),
  },
  (t) => [
    index("decisions_org_date_idx").on(t.organisationId, t.decidedOn),
    index("decisions_meeting_idx").on(t.meetingId),
    index("decisions_search_idx").using("gin", t.organisationId, t.search),
  ],
);

export const actionItems = pgTable(
  "action_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    meetingId: uuid("meeting_id").references(() => meetings.id, { onDelete: "set null" }),
    agendaItemId: uuid("agenda_item_id").references(() => agendaItems.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    dueDate: text("due_date"),
    status: text("status", { enum: ["NotStarted", "InProgress", "OnHold", "Done", "Cancelled"] })
      .notNull()
      .default("NotStarted"),
    createdBy: uuid("created_by").references(() => people.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** For AI search (areas/search): the action's words, folded and stemmed. */
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(sql`${weighted("description", "A")}`),
  },
  (t) => [
    index("action_items_org_status_idx").on(t.organisationId, t.status, t.dueDate),
    index("action_items_meeting_idx").on(t.meetingId),
    index("action_items_search_idx").using("gin", t.organisationId, t.search),
  ],
);

export const actionOwners = pgTable(
  "action_owners",
  {
    actionId: uuid("action_id")
      .notNull()
      .references(() => actionItems.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id),
  },
  (t) => [
    primaryKey({ columns: [t.actionId, t.personId] }),
    index("action_owners_person_idx").on(t.personId),
  ],
);

/** Conflicts of interest declared on an item: the person sits out that item's vote. */
export const itemConflicts = pgTable(
  "item_conflicts",
  {
    agendaItemId: uuid("agenda_item_id")
      .notNull()
      .references(() => agendaItems.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id),
    note: text("note"),
  },
  (t) => [primaryKey({ columns: [t.agendaItemId, t.personId] })],
);

/** Comments on draft minutes circulated for review, by item or on the whole. */
export const minuteComments = pgTable(
  "minute_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    meetingId: uuid("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    agendaItemId: uuid("agenda_item_id").references(() => agendaItems.id, { onDelete: "set null" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("minute_comments_meeting_idx").on(t.meetingId, t.createdAt)],
);

/** Dated progress notes on an action, with their author. */
export const actionUpdates = pgTable(
  "action_updates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actionId: uuid("action_id")
      .notNull()
      .references(() => actionItems.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id),
    text: text("text").notNull(),
    statusAfter: text("status_after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("action_updates_action_idx").on(t.actionId, t.createdAt)],
);
