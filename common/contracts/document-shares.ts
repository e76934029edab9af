import { z } from "zod";
import { freeText, nameText } from "../text.js";
import { viewKinds } from "../viewer.js";
import { emailSchema } from "./auth.js";

/** Share links (server/areas/document-shares/): one document version for someone outside the board. */
export const shareLimits = { minDays: 1, maxDays: 30, defaultDays: 7, message: 2000 } as const;

export const shareMessages = {
  recipientName: "Give the name of the person you are sharing with.",
  days: `Choose between ${shareLimits.minDays} and ${shareLimits.maxDays} days.`,
  notFound: "That share link was not found.",
  codeFormat: "Enter the 6-digit code from the e-mail.",
  codeWrong: "That code is not right. Check the e-mail and try again.",
  codeExpired: "That code has expired. Send a new one.",
  codeTooManyTries:
    "Too many wrong codes have been entered for this link. Ask the person who shared it to share it again.",
  codeTooSoon: "A code was sent a moment ago. Check your inbox, or send another in a minute.",
  codeNeeded: "Enter the code e-mailed to you to open this document.",
  linkClosed: "This link no longer opens the document.",
  onlyCurrent: "Only the current version of a document can be shared.",
} as const;

/** POST /api/document-versions/:documentVersionId/shares */
export const createShareBody = z.strictObject({
  recipientName: nameText()
    .min(1, shareMessages.recipientName)
    .max(120, shareMessages.recipientName),
  recipientEmail: emailSchema,
  expiresInDays: z
    .number(shareMessages.days)
    .int(shareMessages.days)
    .min(shareLimits.minDays, shareMessages.days)
    .max(shareLimits.maxDays, shareMessages.days)
    .default(shareLimits.defaultDays),
  requireCode: z.boolean().default(false),
  message: freeText()
    .trim()
    .max(shareLimits.message, `Keep the message to ${shareLimits.message} characters.`)
    .optional(),
});
export type CreateShareBody = z.output<typeof createShareBody>;

export const shareStatuses = ["active", "expired", "revoked"] as const;

export const shareView = z.object({
  id: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  requireCode: z.boolean(),
  status: z.enum(shareStatuses),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  openCount: z.number().int(),
  lastOpenedAt: z.string().nullable(),
});
export type ShareView = z.infer<typeof shareView>;

/** 201: the share, with its link (also e-mailed to the recipient) for the manager to copy. */
export const createdShare = shareView.extend({ link: z.string() });

export const shareList = z.object({ shares: z.array(shareView) });

export const shareParams = z.strictObject({ shareId: z.uuid("That share id is not valid.") });

/** The link's own part of the address: `{shareId}.{signature}`. */
export const shareTokenParams = z.strictObject({
  token: z
    .string()
    .min(1, shareMessages.notFound)
    .max(200, shareMessages.notFound)
    .regex(/^[A-Za-z0-9._~-]+$/, shareMessages.notFound),
});

/**
 * GET /api/shared-documents/:token (public): what the link opens, or why it does not. Only
 * the document's name and the organisation's are told, and only on a good link.
 */
export const sharedDocument = z.discriminatedUnion("state", [
  z.object({ state: z.literal("invalid") }),
  z.object({ state: z.literal("revoked"), organisationName: z.string() }),
  z.object({ state: z.literal("expired"), organisationName: z.string(), expiredAt: z.string() }),
  z.object({
    state: z.literal("needsCode"),
    organisationName: z.string(),
    documentName: z.string(),
    /** "j•••@firm.com": where the code goes, without telling the address to whoever holds the link. */
    maskedEmail: z.string(),
  }),
  z.object({
    state: z.literal("open"),
    organisationName: z.string(),
    documentName: z.string(),
    recipientName: z.string(),
    expiresAt: z.string(),
    mime: z.string(),
    show: z.enum(viewKinds),
    downloadable: z.boolean(),
  }),
]);
export type SharedDocument = z.infer<typeof sharedDocument>;

export const shareCodeBody = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, shareMessages.codeFormat),
});
