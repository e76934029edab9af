import { z } from "zod";

/** Papers attached to agenda items (server/areas/meetings/papers/). */
export const paperParams = z.strictObject({ meetingId: z.uuid(), paperId: z.uuid() });

export const paperView = z.object({
  Id: z.string(),
  Name: z.string(),
  Mime: z.string(),
  SizeBytes: z.number().int(),
});
export type PaperView = z.infer<typeof paperView>;

/** POST …/agenda/items/:itemId/papers (201): the papers just stored. */
export const uploadedPapers = z.object({ papers: z.array(paperView) });
