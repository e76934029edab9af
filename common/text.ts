import { z } from "zod";

/**
 * The one rule for text people send: what PostgreSQL cannot store (NUL) and what no keyboard
 * produces (half of a UTF-16 surrogate pair, a broken emoji) is refused at the edge with a 400
 * naming the field, never a 500 from the database or the audit hash. Names and titles refuse
 * every control character too (tabs, line breaks, escape codes), which would break lists, PDFs,
 * e-mail subjects and calendar files; longer texts keep their line breaks.
 */
export const textMessages = {
  unstorable:
    "This text contains a character that can't be stored (a null character or half of an emoji). Please retype it.",
  controlInName:
    "Use letters, numbers and punctuation only: no tabs, line breaks or control codes.",
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// C0 and C1 control characters, DEL included.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const control = /[\u0000-\u001F\u007F-\u009F]/;

export function isStorableText(value: string): boolean {
  return !unstorable.test(value);
}

/** Any free text: notes, descriptions, minutes, comments, motions. */
export function freeText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, textMessages.unstorable);
}

/** A name or a title: one line, trimmed first (a pasted line break at the end is no error), no control characters. */
export function nameText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .trim()
    .refine(isStorableText, textMessages.unstorable)
    .refine((value) => !control.test(value), textMessages.controlInName);
}
