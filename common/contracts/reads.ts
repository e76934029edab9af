import { z } from "zod";

/** A read receipt as the managers see it: who opened a file, first and last. */
export const fileReader = z.object({
  personId: z.string(),
  name: z.string(),
  initials: z.string(),
  firstAt: z.string(),
  lastAt: z.string(),
});
export type FileReader = z.infer<typeof fileReader>;

/** GET /api/meetings/:meetingId/readers (meeting editors): who opened each paper, and the pack. */
export const meetingReaders = z.object({
  papers: z.record(z.string(), z.array(fileReader)),
  pack: z.array(fileReader),
});
