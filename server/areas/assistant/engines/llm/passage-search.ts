import { calendarDate } from "../../../../../common/date-formatters.js";
import type { DbOrTx } from "../../../../db/client.js";
import type { ReadableOrganisation } from "../../readable-organisations.js";
import { searchTerms } from "../../retrieval/passage.js";
import { retrieve } from "../../retrieval/sources.js";
import type { CitationBook } from "../engine.js";
import { type Listing, listing } from "./tool-results.js";

export type PassageRecord = {
  cite: string;
  kind: string;
  title: string;
  organisation: string;
  /** "3 December 2026": the meeting's own day, the decision's, or the document's upload. */
  date?: string;
  text: string;
};

const kinds: Record<string, string> = {
  decision: "decision",
  agendaItem: "agenda item or its minutes",
  meeting: "meeting",
  action: "action",
  governanceDocument: "governance document",
};

/** Passages holding the words, from every kind of record retrieval reads, best first. */
export async function searchPassages(
  db: DbOrTx,
  organisations: readonly ReadableOrganisation[],
  words: string,
  limit: number,
  book: CitationBook,
): Promise<Listing<PassageRecord>> {
  const passages = await retrieve(db, organisations, searchTerms(words), limit);
  const records = passages.map((p): PassageRecord => {
    const record: PassageRecord = {
      cite: book.cite(p.cite),
      kind: kinds[p.sourceType] ?? p.sourceType,
      title: p.title,
      organisation: p.organisationName,
      text: p.text,
    };
    if (p.date) record.date = calendarDate(p.date, "date");
    return record;
  });
  return listing(records.length, records, "passages");
}
