import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organisations } from "./organisations.js";
import { people } from "./people.js";

/**
 * The interests register: what a person has declared about an organisation or
 * entity. Current while it has no end date or the end date is today or later
 * in the organisation's time zone; past otherwise.
 */
export const interests = pgTable(
  "interests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    /** The organisation or entity the interest is in. */
    entity: text("entity").notNull(),
    nature: text("nature").notNull(),
    /** Calendar dates (YYYY-MM-DD) as people declare them, not instants. */
    disclosedOn: text("disclosed_on").notNull(),
    endsOn: text("ends_on"),
    createdBy: uuid("created_by").references(() => people.id),
    /** Optimistic concurrency: an edit naming an older version is refused rather than overwriting. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("interests_org_person_idx").on(t.organisationId, t.personId)],
);
