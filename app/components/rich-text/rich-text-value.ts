import { plainToRichText, type RichTextDoc, richTextDoc } from "../../../common/rich-text.js";

/**
 * Editors compare and store documents as text (drafts, autosave). Parsing through the shared
 * schema gives one key order and drops editor-only attributes, so equal documents are equal text.
 */
export function serialiseDoc(doc: unknown): string {
  const parsed = richTextDoc.safeParse(doc);
  return JSON.stringify(parsed.success ? parsed.data : doc);
}

/** A stored value: the rich document when there is one, else the older plain text as paragraphs. */
export function storedDoc(doc: RichTextDoc | null, plain: string): RichTextDoc {
  return doc ?? plainToRichText(plain);
}

/** Text from serialiseDoc (or a draft saved before rich text, which is plain text). */
export function docFromSerialised(text: string): RichTextDoc {
  try {
    const parsed = richTextDoc.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: an older plain-text draft.
  }
  return plainToRichText(text);
}

/** The first problem that stops a document being saved, in words, or null when it is fine. */
export function docProblem(doc: unknown): string | null {
  const parsed = richTextDoc.safeParse(doc);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "This text cannot be saved.");
}

/** True when a document has no words (an empty editor still holds one empty paragraph). */
export function isEmptyDoc(doc: RichTextDoc): boolean {
  return JSON.stringify(doc).indexOf('"text":') === -1;
}

/** A form's serialised editor value as the document to send: null when nothing is written. */
export function docToSend(serialised: string): RichTextDoc | null {
  const doc = docFromSerialised(serialised);
  return isEmptyDoc(doc) ? null : doc;
}
