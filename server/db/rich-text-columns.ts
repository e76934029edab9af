import { type RichTextDoc, richTextToPlain } from "../../common/rich-text.js";

/** Input naming rich-text fields the API's way: `motion` (plain) beside `motionDoc` (the document). */
type RichTextFields<K extends string> = { [P in K]?: string } & {
  [P in K as `${P}Doc`]?: RichTextDoc | null;
};

/**
 * What to store for fields kept as a plain-text column beside a JSON one (`motion` and
 * `motion_doc`): with a document, its plain text replaces whatever plain text came with it
 * (e-mails, search, PDFs, the register and the assistant read plain columns); with plain text
 * alone, the document is cleared, so the two never disagree. Fields not sent stay as they are.
 */
export function richTextToStore<K extends string, T extends RichTextFields<K>>(
  input: T,
  ...fields: K[]
): T {
  const stored: Record<string, unknown> = { ...input };
  for (const field of fields) {
    const doc = stored[`${field}Doc`] as RichTextDoc | null | undefined;
    if (doc) stored[field] = richTextToPlain(doc);
    else if (stored[field] !== undefined) stored[`${field}Doc`] = null;
  }
  return stored as T;
}
