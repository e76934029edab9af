import { z } from "zod";
import { freeText } from "../text.js";

/** Highlights and notes on pages (server/areas/annotations/): a reader's own, or shared with the board. */
export const annotationLimits = { note: 5000, quote: 2000, rects: 200, page: 100_000 } as const;

export const annotationMessages = {
  writeNote: "Write the note first.",
  chooseText: "Select the words to highlight first.",
  notFound: "That note was not found.",
  destroyed:
    "This meeting's minutes are confirmed and its notes have been destroyed, as the organisation's settings ask. New notes can't be added.",
  notAPaperPage: "Notes can be made on the papers' pages of the pack, not on its cover or agenda.",
} as const;

export const annotationColours = ["yellow", "green", "blue", "pink"] as const;
export type AnnotationColour = (typeof annotationColours)[number];

const fraction = z.number().min(0).max(1);
/** A rectangle on the page as fractions of its width and height: x, y, width, height. */
export const pageRect = z.tuple([fraction, fraction, fraction, fraction]);
export type PageRect = z.infer<typeof pageRect>;

export const newAnnotationBody = z
  .strictObject({
    page: z.number().int().min(1).max(annotationLimits.page),
    kind: z.enum(["highlight", "note"]),
    rects: z.array(pageRect).max(annotationLimits.rects).default([]),
    quote: freeText().trim().max(annotationLimits.quote).optional(),
    note: freeText()
      .trim()
      .max(annotationLimits.note, `Keep the note to ${annotationLimits.note} characters.`)
      .optional(),
    colour: z.enum(annotationColours).default("yellow"),
    shared: z.boolean().default(false),
  })
  .refine((b) => b.kind !== "note" || (b.note ?? "") !== "", {
    message: annotationMessages.writeNote,
    path: ["note"],
  })
  .refine((b) => b.kind !== "highlight" || b.rects.length > 0, {
    message: annotationMessages.chooseText,
    path: ["rects"],
  });
export type NewAnnotationBody = z.output<typeof newAnnotationBody>;

/** PATCH /api/annotations/:annotationId: the author changes the note, the colour or who sees it. */
export const changeAnnotationBody = z
  .strictObject({
    note: freeText()
      .trim()
      .max(annotationLimits.note, `Keep the note to ${annotationLimits.note} characters.`)
      .optional(),
    colour: z.enum(annotationColours).optional(),
    shared: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: "Say what to change." });
export type ChangeAnnotationBody = z.output<typeof changeAnnotationBody>;

export const annotationParams = z.strictObject({
  annotationId: z.uuid("That note id is not valid."),
});

export const annotationView = z.object({
  id: z.string(),
  /** The page of the file it was made on (a paper's own page, not the pack's). */
  page: z.number().int(),
  kind: z.enum(["highlight", "note"]),
  rects: z.array(pageRect),
  quote: z.string().nullable(),
  note: z.string().nullable(),
  colour: z.enum(annotationColours),
  shared: z.boolean(),
  mine: z.boolean(),
  authorName: z.string(),
  /** For a meeting's notes: the paper. */
  paperId: z.string().nullable(),
  /** For a library document's notes: the version it was made on (a later one shows it too). */
  documentVersionId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AnnotationView = z.infer<typeof annotationView>;

/** GET …/annotations: the reader's own and those shared with the board, on one file or meeting. */
export const annotationList = z.object({
  annotations: z.array(annotationView),
  /** Whether the reader may add notes here (not on a confirmed meeting whose notes were destroyed). */
  canAnnotate: z.boolean(),
});

/** GET /api/organisations/:orgId/annotations: a person's own notes in the organisation, newest first. */
export const myAnnotations = z.object({
  annotations: z.array(
    annotationView.extend({
      /** "Code of conduct.pdf", or "December Board Meeting › Financials.pdf". */
      where: z.string(),
      documentVersionId: z.string().nullable(),
      meetingId: z.string().nullable(),
    }),
  ),
});
