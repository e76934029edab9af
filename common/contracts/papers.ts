import { z } from "zod";
import { freeText } from "../text.js";
import { viewKinds } from "../viewer.js";

/** Papers attached to agenda items (server/areas/meetings/papers/). */
export const paperParams = z.strictObject({ meetingId: z.uuid(), paperId: z.uuid() });

export const paperView = z.object({
  Id: z.string(),
  Name: z.string(),
  Mime: z.string(),
  SizeBytes: z.number().int(),
  /** How the viewer shows it: an Office paper is "pdf" once converted, "none" until then. */
  Show: z.enum(viewKinds),
});
export type PaperView = z.infer<typeof paperView>;

/** POST …/agenda/items/:itemId/papers (201): the papers just stored. */
export const uploadedPapers = z.object({ papers: z.array(paperView) });

/** GET /api/organisations/:orgId/meeting-documents: `q` narrows to meetings, items or papers that match. */
export const meetingDocumentsQuery = z.strictObject({
  q: freeText().trim().max(200, "Search for up to 200 characters.").optional(),
});

/**
 * Every meeting's pack and papers, newest meeting first, grouped by the year of the meeting (in
 * its own zone), each meeting's papers under their agenda items in agenda order.
 */
export const meetingDocuments = z.object({
  meetings: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      startTime: z.string(),
      timeZone: z.string(),
      year: z.number().int(),
      /** The ready board pack, when there is one (and its page map for notes). */
      pack: z.object({ available: z.boolean(), pageCount: z.number().int().nullable() }),
      items: z.array(
        z.object({
          id: z.string(),
          number: z.string(),
          title: z.string(),
          papers: z.array(paperView),
        }),
      ),
    }),
  ),
  /** Whether this reader may take files away (else they are read in the viewer only). */
  downloadable: z.boolean(),
});
export type MeetingDocuments = z.infer<typeof meetingDocuments>;
