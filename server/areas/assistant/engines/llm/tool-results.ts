import type { CitationBook } from "../engine.js";
/** What every tool answers with: how many records matched, those shown, and how to use them. */
export type Listing<R> = { total: number; records: R[]; note: string };

const citeNote =
  'Cite every fact taken from a record with that record\'s "cite" marker, exactly as written.';

export function listing<R>(total: number, records: R[], what: string): Listing<R> {
  if (total === 0)
    return {
      total,
      records,
      note: `No ${what} matched in the records the asker may read. Unless another look-up finds them, say you couldn't find them.`,
    };
  const more =
    records.length < total ? ` ${total} matched; the first ${records.length} are shown.` : "";
  return { total, records, note: `${citeNote}${more}` };
}

/**
 * A record cited by the meeting it came from (a link to it); one made outside a meeting (a
 * flying minute's decision) is cited by the list that holds it, under its own name.
 */
export function citeByMeeting(
  book: CitationBook,
  row: { meeting_id: string | null; organisation_id: string; meeting_title: string | null },
  ownName: string,
  list: "DecisionRegister" | "ActionList",
): string {
  return book.cite({
    documentType: row.meeting_id ? "Meeting" : list,
    meetingId: row.meeting_id,
    organisationId: row.organisation_id,
    documentName: row.meeting_title ?? ownName,
  });
}
