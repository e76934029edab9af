import { z } from "zod";
import { uploadLimits } from "../uploads.js";

/**
 * POST /api/verify (public, multipart `file`): did this Quorate seal a PDF, and is it unchanged?
 * Only the organisation's name, what was sealed and when are told: nothing else of the record.
 */
export const verifyFindings = [
  /** Sealed here, every byte as sealed. */
  "sealedUnchanged",
  /** Sealed here, changed since (a byte altered, or something added after the seal). */
  "changed",
  /** This installation's seal, intact, but no record of sealing it is kept here. */
  "unrecorded",
  /** No seal of this installation: none at all, someone else's signature, or a damaged one. */
  "notSealed",
] as const;
export type VerifyFinding = (typeof verifyFindings)[number];

export const verifyAnswer = z.object({
  finding: z.enum(verifyFindings),
  /** A signature made with this installation's certificate. */
  sealed: z.boolean(),
  /** The signature covers the whole file, its digest matches, and the file is a recorded seal. */
  unchanged: z.boolean(),
  sealedAt: z.string().nullable(),
  organisationName: z.string().nullable(),
  what: z.string().nullable(),
  /** SHA-256 of the certificate that signed the file, "AB:CD:…", when it carries one. */
  certificateFingerprint: z.string().nullable(),
  /** The finding in a sentence a person understands. */
  message: z.string(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswer>;

/** Quorate seals files of up to 50 MB; a sealed copy is a little bigger (its signature, a page). */
export const verifyLimits = { maxFileBytes: uploadLimits.maxFileBytes + 1024 * 1024 } as const;

export const verifyMessages = {
  chooseFile: "Choose a PDF to check.",
  notPdf: "This file is not a PDF. Only PDFs sealed by Quorate can be checked here.",
  tooBig: "The file is too big to have been sealed by Quorate, which seals files of up to 50 MB.",
  busy: "Quorate is checking many files right now. Please try again in a minute.",
  tooMany: "Too many files have been checked from your address.",
} as const;
