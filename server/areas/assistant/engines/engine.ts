import type { TextAnnotation } from "../../../../common/assistant/citations.js";
import type { ReadableOrganisation } from "../readable-organisations.js";

export type AnswerChunk = { text: string; textAnnotations: TextAnnotation[] };

export type AnswerScope = {
  personId: string;
  /** What the asker may read at the moment of asking: all their boards, or the thread's one. */
  organisations: readonly ReadableOrganisation[];
  /** Organisations whose meeting dates alone the asker may see (an Executive's): never cited. */
  calendars?: readonly ReadableOrganisation[] | undefined;
  /** The asker's own clock (hub query `timezone`), for "today". */
  timeZone: string;
  locale: string;
  /** The moment the question is asked: the clock, unless an evaluation fixes it (bench/assistant). */
  now?: Date | undefined;
};

export type AnswerInput = {
  question: string;
  history: readonly { role: "User" | "Assistant"; text: string }[];
  scope: AnswerScope;
  signal: AbortSignal;
};

/**
 * The scope as one text parameter (ids sorted, comma-separated): questions asked together
 * are looked up in one statement, one row of `unnest(scopes)` each, and equal scopes once.
 */
export function scopeKey(scope: AnswerScope): string {
  return scope.organisations
    .map((o) => o.id)
    .sort()
    .join(",");
}

/** Every engine answers the same way: chunks of text with the citations they introduce. */
export type AnswerEngine = {
  name: string;
  /** Whether it reads the conversation so far (loading it costs a query before the first chunk). */
  usesHistory: boolean;
  answer(input: AnswerInput): AsyncIterable<AnswerChunk>;
};

/** Numbers citations as they are used and keeps their annotations. */
export class CitationBook {
  private readonly byKey = new Map<string, TextAnnotation>();

  cite(annotation: Omit<TextAnnotation, "textToReplace">): string {
    const key = `${annotation.documentType}:${annotation.meetingId ?? ""}:${annotation.documentVersionId ?? ""}:${annotation.documentName}`;
    const known = this.byKey.get(key);
    if (known) return known.textToReplace;
    const marker = `【${this.byKey.size + 1}†source】`;
    this.byKey.set(key, { ...annotation, textToReplace: marker });
    return marker;
  }

  annotations(): TextAnnotation[] {
    return [...this.byKey.values()];
  }
}

/**
 * Streams a finished answer in pieces of about a line (whole words, at most `charsPerChunk`
 * characters unless one word is longer), each piece carrying the annotations of the markers
 * it contains, and stops as soon as the asker goes away. Every piece is a frame to write and
 * to read, so they are a line long rather than a few words (bench/README.md "Assistant hub").
 */
export async function* streamAnswer(
  text: string,
  annotations: readonly TextAnnotation[],
  signal: AbortSignal,
  charsPerChunk = 120,
): AsyncIterable<AnswerChunk> {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  let chunk = "";
  const pieces: string[] = [];
  for (const word of words) {
    if (chunk !== "" && chunk.length + word.length > charsPerChunk) {
      pieces.push(chunk);
      chunk = "";
    }
    chunk += word;
  }
  if (chunk !== "") pieces.push(chunk);
  for (const piece of pieces) {
    if (signal.aborted) return;
    yield {
      text: piece,
      textAnnotations: annotations.filter((a) => piece.includes(a.textToReplace)),
    };
    // Let other connections' work run between pieces (and a cancel arrive).
    await new Promise((resolve) => setImmediate(resolve));
  }
}
