import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organisations } from "./organisations.js";

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
    subjectType: text("subject_type", { enum: ["minuteConfirmation"] }).notNull(),
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
