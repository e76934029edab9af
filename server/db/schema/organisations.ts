import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  bigint,
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
import type { Role } from "../../../common/roles.js";
import { people } from "./people.js";

/** Boards, and committees (a committee has a parent board). */
export const organisations = pgTable(
  "organisations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    country: text("country").notNull().default("NZ"),
    language: text("language").notNull().default("en-NZ"),
    timeZone: text("time_zone").notNull().default("Pacific/Auckland"),
    parentId: uuid("parent_id").references((): AnyPgColumn => organisations.id),
    status: text("status", { enum: ["FreeTrial", "Active", "Cancelled"] })
      .notNull()
      .default("FreeTrial"),
    trialStartDate: timestamp("trial_start_date", { withTimezone: true }),
    trialDurationInDays: integer("trial_duration_in_days"),
    accountOwnerPersonId: uuid("account_owner_person_id").references(() => people.id),
    hasBillingInfo: boolean("has_billing_info").notNull().default(false),
    isOnboardingRequired: boolean("is_onboarding_required").notNull().default(false),
    entitlements: jsonb("entitlements")
      .$type<{ FlyingMinutes: boolean; Reports: boolean }>()
      .notNull()
      .default({ FlyingMinutes: true, Reports: true }),
    /** Rules of spec §3 (quorum, vote outcome, reminders…); read through readOrganisationRules. */
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** A deleted committee can be restored until eraseAfter; then a job erases it for good. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    eraseAfter: timestamp("erase_after", { withTimezone: true }),
    /** Set for committees left out of a subscription change: deleted at this time unless chosen again. */
    deletionScheduledAt: timestamp("deletion_scheduled_at", { withTimezone: true }),
    /** Committee licences the plan provides (spec §9: committees are 50% off). */
    committeeLicences: integer("committee_licences").notNull().default(0),
    /** Storage keys of the organisation's logo and icon (each under 1 MB). */
    logoFile: text("logo_file"),
    iconFile: text("icon_file"),
  },
  (t) => [index("organisations_parent_idx").on(t.parentId)],
);

export const memberships = pgTable(
  "memberships",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    role: text("role").$type<Role>().notNull(),
    tags: text("tags").array().notNull().default([]),
    isBoardMember: boolean("is_board_member").notNull().default(false),
    loginEnabled: boolean("login_enabled").notNull().default(false),
    accessAllowed: boolean("access_allowed").notNull().default(true),
    /** Board profile: tenure as calendar dates (YYYY-MM-DD); the end date drives reminders only. */
    tenureStartsOn: text("tenure_starts_on"),
    tenureEndsOn: text("tenure_ends_on"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.personId] }),
    index("memberships_person_idx").on(t.personId),
  ],
);

/** Installation-wide feature flags (organisationId null) and per-organisation overrides. */
export const featureFlagSettings = pgTable(
  "feature_flag_settings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id").references(() => organisations.id, {
      onDelete: "cascade",
    }),
    flag: text("flag").notNull(),
    enabled: boolean("enabled").notNull(),
  },
  (t) => [index("feature_flag_settings_org_idx").on(t.organisationId)],
);

/**
 * A counter per organisation that database triggers raise whenever a record My Home
 * shows changes (the organisation, memberships, meetings, agenda items, actions and
 * owners, votes and ballots, confirmations and signatures): migration 0017. A cache
 * keyed by the counters of a person's organisations is never stale. No foreign key:
 * the triggers of a cascading organisation delete run after the organisation is gone.
 */
export const organisationVersions = pgTable("organisation_versions", {
  organisationId: uuid("organisation_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
