import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/client.js";
import { meetingWhen } from "../../../meetings/meeting-format.js";
import type { ReadableOrganisation } from "../../readable-organisations.js";
import { meetingsOf, onDays } from "../embedded/meetings-answer.js";
import type { CitationBook } from "../engine.js";
import { period } from "./tool-inputs.js";
import { type Listing, listing } from "./tool-results.js";

export type MeetingFilters = {
  from?: string | undefined;
  to?: string | undefined;
  when?: "upcoming" | "past" | "any" | undefined;
  limit?: number | undefined;
};

export type MeetingRecord = {
  cite: string;
  title: string;
  organisation: string;
  /** "Thursday, 3 December 2026, 6:30 pm NZDT": on the meeting's own clock. */
  when: string;
  place?: string;
  cancelled?: true;
};

/** More than any calendar holds in the periods asked about: enough to count them all. */
const countedAtMost = 500;

/**
 * Meetings of the organisations given, in a period and/or upcoming or past, counted and listed
 * with a citation each. Cancelled meetings are listed (flagged) and counted apart, as they were
 * never held.
 */
export async function listMeetings(
  db: DbOrTx,
  organisations: readonly ReadableOrganisation[],
  filters: MeetingFilters,
  book: CitationBook,
  now: Date,
): Promise<Listing<MeetingRecord> & { cancelled: number }> {
  if (organisations.length === 0) return { ...listing(0, [], "meetings"), cancelled: 0 };
  const conditions: SQL[] = [sql`true`];
  if (filters.from || filters.to) conditions.push(onDays(period(filters)));
  if (filters.when === "upcoming") conditions.push(sql`m.end_time > ${now}`);
  if (filters.when === "past") conditions.push(sql`m.start_time < ${now}`);
  // The latest first, unless the question looks ahead or names a period (read in order).
  const ascending = filters.when === "upcoming" || (filters.when !== "past" && !!filters.from);
  const rows = await meetingsOf(
    db,
    organisations.map((o) => o.id),
    sql.join(conditions, sql` and `),
    ascending ? "asc" : "desc",
    countedAtMost,
    true,
  );
  const cancelled = rows.filter((m) => m.cancelled).length;
  const records = rows.slice(0, filters.limit ?? 10).map((m): MeetingRecord => {
    const record: MeetingRecord = {
      cite: book.cite({
        documentType: "Meeting",
        meetingId: m.id,
        organisationId: m.organisation_id,
        documentName: m.title,
      }),
      title: m.title,
      organisation: m.organisation_name,
      when: meetingWhen({ startTime: m.start_time, timeZone: m.time_zone, locationText: null }),
    };
    if (m.location) record.place = m.location;
    if (m.cancelled) record.cancelled = true;
    return record;
  });
  const found = listing(rows.length, records, "meetings");
  if (cancelled === 0) return { ...found, cancelled };
  return {
    ...found,
    cancelled,
    note: `${found.note} ${cancelled} of the ${rows.length} were cancelled: they were not held.`,
  };
}
