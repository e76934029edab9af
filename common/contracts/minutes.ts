import { z } from "zod";
import { messages } from "../limits.js";
import { richTextDoc } from "../rich-text.js";
import { freeText, nameText } from "../text.js";
import { withSomethingToChange } from "./patch.js";

const date = freeText().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-03.");

/** Minute notes as rich text (`doc`, what the app sends) or as plain text (`text`, for API clients). */
export const minutesBody = z
  .strictObject({
    text: freeText().max(200_000).optional(),
    doc: richTextDoc.optional(),
    baseVersion: z.number().int().min(0),
  })
  .refine(
    (b) => b.text !== undefined || b.doc !== undefined,
    "Send the minute notes as text or doc.",
  );

/** PUT …/agenda/items/:itemId/minutes: the version the next save must name. */
export const minutesSaved = z.object({ version: z.number().int() });

export const decisionBody = z.strictObject({
  title: nameText().trim().min(1, messages.required).max(300),
  decidedOn: date.optional(),
  outcome: z.enum(["Approved", "NotApproved", "Noted", "Deferred"]),
  moverPersonId: z.uuid().nullable().optional(),
  seconderPersonId: z.uuid().nullable().optional(),
  text: freeText().max(50_000).default(""),
});

/** A correction to a recorded decision: only the named fields change. */
export const decisionPatch = withSomethingToChange(
  z.strictObject({
    title: decisionBody.shape.title.optional(),
    decidedOn: date.optional(),
    outcome: decisionBody.shape.outcome.optional(),
    moverPersonId: z.uuid().nullable().optional(),
    seconderPersonId: z.uuid().nullable().optional(),
    text: freeText().max(50_000).optional(),
  }),
);

export const decisionParams = z.strictObject({ meetingId: z.uuid(), decisionId: z.uuid() });
export const meetingActionParams = z.strictObject({ meetingId: z.uuid(), actionId: z.uuid() });
export const itemConflictParams = z.strictObject({
  meetingId: z.uuid(),
  itemId: z.uuid(),
  personId: z.uuid(),
});

export const actionBody = z.strictObject({
  description: freeText().trim().min(1, messages.required).max(5000),
  ownerPersonIds: z.array(z.uuid()).min(1, "Choose at least one owner.").max(20),
  dueDate: date.nullable().optional(),
});

export const conflictBody = z.strictObject({
  personId: z.uuid(),
  note: freeText().max(2000).optional(),
});

/** Members' comments on the draft minutes, on one agenda item or on the whole minutes. */
export const minutesCommentBody = z.strictObject({
  text: freeText().trim().min(1, messages.required).max(5000),
  agendaItemId: z.uuid().nullable().optional(),
});

export const minutesCommentList = z.object({
  comments: z.array(
    z.object({
      Id: z.string(),
      AgendaItemId: z.string().nullable(),
      By: z.string(),
      Text: z.string(),
      At: z.string(),
    }),
  ),
});

/** Circulating the finished draft minutes to members, with an optional message. */
export const circulateMinutesBody = z.strictObject({ comment: freeText().max(5000).optional() });
export const circulateMinutesResult = z.object({ sent: z.number().int() });

/** People whose current interests mention what an item is about: suggestions, never declarations. */
export const conflictSuggestionsView = z.object({
  items: z.array(
    z.object({
      ItemId: z.string(),
      Suggestions: z.array(
        z.object({
          PersonId: z.string(),
          Name: z.string(),
          InterestId: z.string(),
          Entity: z.string(),
          Nature: z.string(),
          MatchedWords: z.array(z.string()),
        }),
      ),
    }),
  ),
});
export type ConflictSuggestionsView = z.infer<typeof conflictSuggestionsView>;

/** GET /api/meetings/:meetingId/unconfirmed-minutes: earlier minutes the Confirm Minutes item offers. */
export const unconfirmedMinutesView = z.object({
  meetings: z.array(
    z.object({
      Id: z.string(),
      Title: z.string(),
      StartTime: z.string(),
      /** That meeting's own clock, which its date is read on. */
      TimeZone: z.string(),
      /** Deferred to a later meeting at this one: still offered, marked as deferred. */
      DeferredHere: z.boolean(),
    }),
  ),
});

/** POST …/agenda/items/:itemId/confirm-minutes: earlier minutes confirmed at this meeting. */
export const confirmMinutesBody = z.strictObject({
  meetingId: z.uuid(),
  mode: z.enum(["asPresented", "withChanges"]),
  changes: freeText().max(20_000).optional(),
});
export const confirmationCreated = z.object({ ConfirmationId: z.string() });

/** POST …/agenda/items/:itemId/defer-confirmation: earlier minutes not confirmed here, and why. */
export const deferConfirmationBody = z.strictObject({
  meetingId: z.uuid(),
  reason: freeText().max(2000).optional(),
});
