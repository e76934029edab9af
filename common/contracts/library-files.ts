import { z } from "zod";

/**
 * A governance-library file as a between-meeting item (a report, a flying minute) lists it:
 * opened through the item, so its readers need not see the library folder it lives in.
 */
export const attachedLibraryFile = z.object({
  DocumentVersionId: z.string(),
  DocumentId: z.string(),
  Name: z.string(),
  Mime: z.string(),
  SizeBytes: z.number().int(),
  /** False once the document is in the library's bin: the file no longer opens. */
  Available: z.boolean(),
});
export type AttachedLibraryFile = z.infer<typeof attachedLibraryFile>;
