import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organisations } from "./organisations.js";
import { people } from "./people.js";

/**
 * What a person searched for in an organisation (the search dialog's history): one row per
 * distinct query, its time moved forward when searched again; the oldest beyond a few are
 * removed by the command that records a search.
 */
export const searchHistory = pgTable(
  "search_history",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    searchQuery: text("search_query").notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.personId, t.searchQuery] }),
    index("search_history_recent_idx").on(t.personId, t.organisationId, t.searchedAt),
  ],
);
