import type { TextAnnotation } from "../../../../common/assistant/citations.js";
import type { ReadableOrganisation } from "../readable-organisations.js";

export type AnswerChunk = { text: string; textAnnotations: TextAnnotation[] };

export type AnswerScope = {
  personId: string;
  /** What the asker may read at the moment of asking: all their boards, or the thread's one. */
  organisations: readonly ReadableOrganisation[];
  /** The asker's own clock (hub query `timezone`), for "today". */
  timeZone: string;
  locale: string;
};

export type AnswerInput = {
  question: string;
  history: readonly { role: "User" | "Assistant"; text: string }[];
  scope: AnswerScope;
  signal: AbortSignal;
};

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
 * Streams a finished answer in small pieces (a few words each), each piece carrying the
 * annotations of the markers it contains, and stops as soon as the asker goes away.
 */
export async function* streamAnswer(
  text: string,
  annotations: readonly TextAnnotation[],
  signal: AbortSignal,
  wordsPerChunk = 8,
): AsyncIterable<AnswerChunk> {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) {
    if (signal.aborted) return;
    const chunk = pieces.slice(i, i + wordsPerChunk).join("");
    yield {
      text: chunk,
      textAnnotations: annotations.filter((a) => chunk.includes(a.textToReplace)),
    };
    // Let other connections' work run between pieces (and a cancel arrive).
    await new Promise((resolve) => setImmediate(resolve));
  }
}
