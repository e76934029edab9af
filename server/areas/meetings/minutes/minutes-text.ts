import {
  appendParagraphs,
  type RichTextDoc,
  richTextToPlain,
} from "../../../../common/rich-text.js";

type StoredNotes = { minutes: string; minutesDoc: RichTextDoc | null };

/** What to store for minute notes sent as rich text or plain text: the plain text always follows the doc. */
export function notesToStore(input: { text?: string; doc?: RichTextDoc }): StoredNotes {
  if (input.doc) return { minutes: richTextToPlain(input.doc), minutesDoc: input.doc };
  return { minutes: input.text ?? "", minutesDoc: null };
}

/**
 * Adds a drafted sentence (a vote's minute, a confirmation) after the notes,
 * keeping rich notes rich and plain notes plain.
 */
export function notesWithSentence(item: StoredNotes, sentence: string): StoredNotes {
  if (item.minutesDoc) {
    const doc = appendParagraphs(item.minutesDoc, sentence);
    return { minutes: richTextToPlain(doc), minutesDoc: doc };
  }
  return { minutes: item.minutes ? `${item.minutes}\n\n${sentence}` : sentence, minutesDoc: null };
}
