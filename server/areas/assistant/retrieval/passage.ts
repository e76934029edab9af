import type { TextAnnotation } from "../../../../common/assistant/citations.js";
import type { DbOrTx } from "../../../db/client.js";
import type { ReadableOrganisation } from "../readable-organisations.js";

/**
 * A short piece of a record the asker may read, small enough to quote, with what a citation
 * to it needs. Every source (meetings, agenda items, decisions, actions — and later governance
 * documents) produces these, so engines never know which kinds of record exist.
 */
export type Passage = {
  sourceType: string;
  id: string;
  organisationId: string;
  organisationName: string;
  meetingId: string | null;
  title: string;
  text: string;
  /** A calendar date (YYYY-MM-DD) in the record's own time zone, when it has one. */
  date: string | null;
  rank: number;
  cite: Omit<TextAnnotation, "textToReplace">;
};

export type RetrievalSource = {
  name: string;
  search(
    db: DbOrTx,
    organisations: readonly ReadableOrganisation[],
    query: SearchTerms,
    limit: number,
  ): Promise<Passage[]>;
};

/** The question as PostgreSQL full-text terms: one of its words or another (OR), never raw syntax. */
export type SearchTerms = { tsquery: string; words: string[] };

const stopWords = new Set(
  `a an and are as at be by can could did do does for from had has have how i in is it its me my
  of on or our so that the their them there these they this to was we were what when where which
  who whom why will with would you your about tell show find give list any all there's whats`.split(
    /\s+/,
  ),
);

export function searchTerms(question: string): SearchTerms {
  const words = [
    ...new Set(
      (
        question
          .toLowerCase()
          .normalize("NFKD")
          .replace(/\p{M}/gu, "")
          .match(/[a-z0-9]+/g) ?? []
      ).filter((w) => w.length > 1 && !stopWords.has(w)),
    ),
  ].slice(0, 12);
  return { words, tsquery: words.join(" | ") };
}

/** Passages are quoted, not pasted: about two sentences. */
export function quotable(text: string, max = 320): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const sentence = cut.lastIndexOf(". ");
  return `${(sentence > max / 2 ? cut.slice(0, sentence + 1) : cut.slice(0, cut.lastIndexOf(" "))).trim()} …`;
}
