import { type RichTextDoc, richTextToPlain } from "../../../../common/rich-text.js";

/** The stored plain description follows the rich one when the client sends it. */
export function descriptionToStore<
  T extends { description?: string; descriptionDoc?: RichTextDoc | null },
>(input: T): T {
  if (input.descriptionDoc) return { ...input, description: richTextToPlain(input.descriptionDoc) };
  if (input.description !== undefined) return { ...input, descriptionDoc: null };
  return input;
}
