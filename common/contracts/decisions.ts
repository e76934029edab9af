import { z } from "zod";
import { freeText } from "../text.js";

// The decision register (server/areas/decisions/): list, PDF and amendments.

export const decisionOutcomeFilters = ["Approved", "NotApproved", "Noted", "Deferred"] as const;
export type DecisionOutcomeFilter = (typeof decisionOutcomeFilters)[number];

/** "relevance" ranks by the searched words; without words it falls back to newest first. */
export const decisionSorts = ["relevance", "newest", "oldest", "title", "outcome"] as const;
export type DecisionSort = (typeof decisionSorts)[number];

export const decisionPageSizeMax = 200;
export const decisionPageSizeDefault = 50;

const date = freeText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-03.")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "That is not a calendar date.");

/** The register's filters, shared by the list and its PDF. */
const decisionFilterFields = {
  q: freeText().trim().max(200, "Search with at most 200 characters.").optional(),
  from: date.optional(),
  to: date.optional(),
  outcome: z
    .enum(decisionOutcomeFilters, {
      error: "Choose an outcome of Approved, NotApproved, Noted or Deferred.",
    })
    .optional(),
  sort: z
    .enum(decisionSorts, {
      error: "Sort by relevance, newest, oldest, title or outcome.",
    })
    .optional(),
};

function datesInOrder(q: { from?: string; to?: string }): boolean {
  return !q.from || !q.to || q.from <= q.to;
}
const datesInOrderMessage = {
  message: "The end date must be on or after the start date.",
  path: ["to"],
};

export const decisionPdfQuery = z
  .strictObject(decisionFilterFields)
  .refine(datesInOrder, datesInOrderMessage);
export type DecisionPdfQuery = z.infer<typeof decisionPdfQuery>;

const pageSizeMessage = `Rows per page must be a whole number from 1 to ${decisionPageSizeMax}.`;
export const decisionListQuery = z
  .strictObject({
    ...decisionFilterFields,
    page: z.coerce
      .number({ error: "The page must be a whole number from 1." })
      .int("The page must be a whole number from 1.")
      .min(1, "The page must be a whole number from 1.")
      .max(10_000, "That page is beyond the last one.")
      .default(1),
    pageSize: z.coerce
      .number({ error: pageSizeMessage })
      .int(pageSizeMessage)
      .min(1, pageSizeMessage)
      .max(decisionPageSizeMax, pageSizeMessage)
      .default(decisionPageSizeDefault),
  })
  .refine(datesInOrder, datesInOrderMessage);
export type DecisionListQuery = z.infer<typeof decisionListQuery>;

export const decisionTally = z.object({
  support: z.number(),
  oppose: z.number(),
  abstain: z.number(),
  notVoted: z.number(),
});
export type DecisionTally = z.infer<typeof decisionTally>;

/** A run of text, marked when the server's search matched it. Rendered as text, never HTML. */
export const textPart = z.object({ text: z.string(), match: z.boolean() });
export type TextPart = z.infer<typeof textPart>;

/** A correction recorded after the minutes were confirmed; the original stays as it was. */
export const decisionAmendment = z.object({
  At: z.string(),
  By: z.string().nullable(),
  Correction: z.string(),
  Reason: z.string(),
});
export type DecisionAmendment = z.infer<typeof decisionAmendment>;

export const decisionView = z.object({
  Id: z.string(),
  Title: z.string(),
  DecidedOn: z.string(),
  Outcome: z.string(),
  Text: z.string(),
  Source: z.string(),
  Mover: z.string().nullable(),
  Seconder: z.string().nullable(),
  Tally: decisionTally.nullable(),
  MeetingId: z.string().nullable(),
  MeetingTitle: z.string().nullable(),
  AgendaItemId: z.string().nullable(),
  AgendaItemTitle: z.string().nullable(),
  /** The searched words marked in the title and the wording; null when not searching. */
  Highlights: z.object({ Title: z.array(textPart), Text: z.array(textPart) }).nullable(),
  Amendments: z.array(decisionAmendment),
  /** The caller may record an amendment: their role allows it and the minutes are confirmed. */
  CanAmend: z.boolean(),
});
export type DecisionView = z.infer<typeof decisionView>;

export const decisionList = z.object({
  decisions: z.array(decisionView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(decisionSorts),
  /** The organisation's clock, which amendment dates are read on. */
  TimeZone: z.string(),
});
export type DecisionList = z.infer<typeof decisionList>;

export const decisionParams = z.strictObject({
  orgId: z.uuid("That organisation id is not valid."),
  decisionId: z.uuid("That decision id is not valid."),
});

export const amendmentBody = z.strictObject({
  correction: freeText()
    .trim()
    .min(1, "Say what the correct record is.")
    .max(4000, "Keep the correction to 4,000 characters."),
  reason: freeText()
    .trim()
    .min(1, "Say why the decision is amended.")
    .max(1000, "Keep the reason to 1,000 characters."),
});
export type AmendmentBody = z.infer<typeof amendmentBody>;

export const amendmentRecorded = z.object({ DecisionId: z.string() });
