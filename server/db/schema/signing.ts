import {
  boolean,
  doublePrecision,
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
import {
  signatureFieldTypes,
  signatureRequestStatuses,
} from "../../../common/contracts/signature-requests.js";
import { documents, documentVersions } from "./documents.js";
import { organisations } from "./organisations.js";
import { people } from "./people.js";

/**
 * Every PDF the installation sealed (server/signing/): what /api/verify finds a dropped file by.
 * The subject says what was sealed (confirmed minutes: the confirmation), the file key where
 * the sealed copy is kept, when there is one.
 */
export const documentSeals = pgTable(
  "document_seals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    /** What was sealed, as people call it: "Minutes of Board Meeting of 3 December 2026". */
    what: text("what").notNull(),
    subjectType: text("subject_type", {
      enum: ["minuteConfirmation", "signatureRequest"],
    }).notNull(),
    subjectId: uuid("subject_id").notNull(),
    fileKey: text("file_key"),
    /** SHA-256 of the sealed file, every byte. */
    sha256: text("sha256").notNull(),
    /** SHA-256 of the signature itself: finds this record from a copy changed since. */
    signatureSha256: text("signature_sha256").notNull(),
    /** SHA-256 of the certificate that sealed it, "AB:CD:…". */
    certificateFingerprint: text("certificate_fingerprint").notNull(),
    sealedAt: timestamp("sealed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("document_seals_sha256_idx").on(t.sha256),
    uniqueIndex("document_seals_signature_key").on(t.signatureSha256),
    index("document_seals_certificate_idx").on(t.certificateFingerprint),
    index("document_seals_subject_idx").on(t.subjectType, t.subjectId),
  ],
);

/**
 * A request for signatures on one library document version (issue 18): who asked, in what
 * order, by when, and how it ended. The PDF it signs (the version's own, or its PDF copy) is
 * fixed by `sourceSha256` when asked: a changed file cannot be signed.
 */
export const signatureRequests = pgTable(
  "signature_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    documentVersionId: uuid("document_version_id")
      .notNull()
      .references(() => documentVersions.id, { onDelete: "cascade" }),
    /** The PDF signed: the version's file or its PDF copy, and its SHA-256 when asked. */
    sourceKey: text("source_key").notNull(),
    sourceSha256: text("source_sha256").notNull(),
    pageCount: integer("page_count").notNull(),
    requestedBy: uuid("requested_by").references(() => people.id),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    message: text("message"),
    dueAt: timestamp("due_at", { withTimezone: true }),
    ordered: boolean("ordered").notNull().default(false),
    status: text("status", { enum: signatureRequestStatuses }).notNull().default("pending"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedReason: text("closed_reason"),
    /** The library's new version holding the sealed PDF, once complete. */
    sealedVersionId: uuid("sealed_version_id").references(() => documentVersions.id, {
      onDelete: "set null",
    }),
    sealedKey: text("sealed_key"),
  },
  (t) => [
    index("signature_requests_version_idx").on(t.documentVersionId),
    index("signature_requests_open_idx").on(t.status, t.dueAt),
  ],
);

/** One signer of a request: a member (personId) or someone outside (e-mail and name). */
export const signatureSigners = pgTable(
  "signature_signers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    personId: uuid("person_id").references(() => people.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** Raised when the signer is replaced: an old link for this place no longer opens. */
    linkGeneration: integer("link_generation").notNull().default(0),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    /** { type: "typed", text } or { type: "drawn" | "image", key } (the picture in storage). */
    signature: jsonb("signature").$type<StoredSignature>(),
    /** How they showed it was them: "signed in", "signed in, password re-entered", "e-mail link". */
    authenticatedBy: text("authenticated_by"),
    address: text("address"),
    device: text("device"),
  },
  (t) => [
    uniqueIndex("signature_signers_position_key").on(t.requestId, t.position),
    index("signature_signers_person_idx").on(t.personId),
  ],
);

export type StoredSignature =
  | { type: "typed"; text: string }
  | { type: "drawn" | "image"; key: string; mime: "image/png" | "image/jpeg" };

/** A field placed on a page: fractions of the page from its top-left corner. */
export const signatureFields = pgTable(
  "signature_fields",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    signerId: uuid("signer_id")
      .notNull()
      .references(() => signatureSigners.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: text("type", { enum: signatureFieldTypes }).notNull(),
    page: integer("page").notNull(),
    x: doublePrecision("x").notNull(),
    y: doublePrecision("y").notNull(),
    width: doublePrecision("width").notNull(),
    height: doublePrecision("height").notNull(),
    required: boolean("required").notNull().default(true),
    /** Text, a date in words, "true"/"false" for a checkbox; a signature's is the signer's name. */
    value: text("value"),
  },
  (t) => [index("signature_fields_request_idx").on(t.requestId, t.position)],
);

/** What happened to a request, in order: the certificate page lists these. */
export const signatureEvents = pgTable(
  "signature_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    text: text("text").notNull(),
  },
  (t) => [index("signature_events_request_idx").on(t.requestId, t.at)],
);

/**
 * Each e-mail a request sends on its own schedule (the due-date reminder, the expiry), claimed
 * once by its key so a repeated job sends nothing.
 */
export const signatureNotices = pgTable(
  "signature_notices",
  {
    requestId: uuid("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    forKey: text("for_key").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.kind, t.forKey] })],
);
