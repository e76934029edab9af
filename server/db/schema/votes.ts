import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organisations } from "./organisations.js";
import { people } from "./people.js";

/**
 * A formal vote (server/areas/votes/). What it belongs to is its context: a type naming the
 * room that opened it and that room's record ("agendaItem" and the item's id today, a flying
 * minute next); the vote engine stores them and never looks inside.
 */
export const votes = pgTable(
  "votes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    contextType: text("context_type").notNull(),
    contextId: uuid("context_id").notNull(),
    motion: text("motion").notNull(),
    anonymous: boolean("anonymous").notNull().default(false),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    /** The people allowed to vote, fixed when it opens (the context says who). */
    eligiblePersonIds: jsonb("eligible_person_ids").$type<string[]>().notNull(),
    /** Who moved and seconded the motion, named when it opens or at its close. */
    moverPersonId: uuid("mover_person_id").references(() => people.id),
    seconderPersonId: uuid("seconder_person_id").references(() => people.id),
    outcome: text("outcome", { enum: ["Approved", "NotApproved"] }),
    outcomeCalculated: boolean("outcome_calculated"),
    openedBy: uuid("opened_by").references(() => people.id),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    // One vote per context.
    uniqueIndex("votes_context_key").on(t.contextType, t.contextId),
    // My Home's "votes to cast" looks only at open votes.
    index("votes_open_organisation_idx").on(t.organisationId).where(sql`${t.status} = 'open'`),
  ],
);

export const ballots = pgTable(
  "ballots",
  {
    voteId: uuid("vote_id")
      .notNull()
      .references(() => votes.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id),
    choice: text("choice", { enum: ["Support", "Oppose", "Abstain"] }).notNull(),
    comment: text("comment"),
    /** Set when the person running the vote recorded it for someone without a login. */
    recordedBy: uuid("recorded_by").references(() => people.id),
    castAt: timestamp("cast_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One ballot per voter is a database rule, not just a check in code.
  (t) => [primaryKey({ columns: [t.voteId, t.personId] })],
);
