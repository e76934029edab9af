import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { people } from "./people.js";

/** Server-side sessions; the cookie holds a random token, the table only its hash. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
    /** Where the session came from: "password" or the OIDC issuer, for IdP logout. */
    method: text("method").notNull().default("password"),
    idTokenHint: text("id_token_hint"),
  },
  (t) => [index("sessions_person_idx").on(t.personId)],
);

/** One-time e-mail tokens for address confirmation and password reset. */
export const emailTokens = pgTable(
  "email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["confirmEmail", "resetPassword"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("email_tokens_person_idx").on(t.personId)],
);

/**
 * Events counted for rate limits, by key prefix: failed sign-ins (`pair:`, `address:`,
 * `account:`, `warned:`, auth/login-rate-limit.ts) and e-mails asked for (`mail:`,
 * http/mail-limits.ts). Rows older than a day are deleted as new ones arrive.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_key_at_idx").on(t.key, t.at)],
);
