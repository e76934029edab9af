import { pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { organisations } from "./organisations.js";
import { people } from "./people.js";

/**
 * Which organisations a support (partner) person looks after: their partner views list these
 * boards, their committees and their people, and nothing else (spec §6).
 */
export const partnerOrganisations = pgTable(
  "partner_organisations",
  {
    supportPersonId: uuid("support_person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supportPersonId, t.organisationId] })],
);
