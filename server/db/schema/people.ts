import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** A human being Quorate knows about; with or without a login (see accounts). */
export const people = pgTable(
  "people",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phoneNumber: text("phone_number"),
    title: text("title"),
    suffix: text("suffix"),
    pictureFile: text("picture_file"),
    isSupport: boolean("is_support").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("people_email_idx").on(t.email)],
);

/** Sign-in credentials of a person who can log in. */
export const accounts = pgTable(
  "accounts",
  {
    personId: uuid("person_id")
      .primaryKey()
      .references(() => people.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    mfaSecret: text("mfa_secret"),
    mfaEnabledAt: timestamp("mfa_enabled_at", { withTimezone: true }),
    /** The 30-second step of the last accepted code: a code is never accepted twice. */
    mfaLastStep: bigint("mfa_last_step", { mode: "number" }),
    isInstallationAdmin: boolean("is_installation_admin").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("accounts_email_key").on(sql`lower(${t.email})`)],
);

export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_person_idx").on(t.personId)],
);

export const oidcIdentities = pgTable(
  "oidc_identities",
  {
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("oidc_identities_key").on(t.issuer, t.subject)],
);
