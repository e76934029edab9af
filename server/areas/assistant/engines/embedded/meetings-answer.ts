import { sql } from "drizzle-orm";
import { calendarDate } from "../../../../../common/date-formatters.js";
import {
  type MeetingState,
  meetingStateLabels,
} from "../../../../../common/meetings/meeting-state.js";
import { utcToZoned } from "../../../../../common/zoned-time.js";
import type { DbOrTx } from "../../../../db/client.js";
import { queryRows } from "../../../../db/raw-rows.js";
import { uuidList } from "../../../../db/uuid-list.js";
import { meetingWhen } from "../../../meetings/meeting-format.js";
import { fold, type QuestionAnalysis } from "../../understanding/question-analysis.js";
import { months } from "../../understanding/question-dates.js";
import type { CitationBook } from "../engine.js";
import { sentenceBreak } from "./sentences.js";

/** "(minutes in review, not yet confirmed)": where a meeting's minutes stand, when asked. */
export function minutesStanding(m: MeetingRow): string {
  if (m.cancelled) return "";
  if (m.state === "Complete") return " — minutes confirmed";
  if (m.state === "Review") return " — minutes in review, not yet confirmed";
  if (m.state === "InProgress") return " — minutes being drafted, not yet confirmed";
  return ` — no minutes yet (${meetingStateLabels[m.state]})`;
}

export type MeetingRow = {
  id: string;
  organisation_id: string;
  organisation_name: string;
  title: string;
  start_time: Date;
  time_zone: string;
  location: string | null;
  cancelled: boolean;
  state: MeetingState;
};

/** Meetings whose day, on their own clock, falls in the period. */
export function onDays(range: { from: string; to: string }) {
  return sql`(m.start_time at time zone m.time_zone)::date between ${range.from}::date and ${range.to}::date`;
}

/** Meetings already held, or (`before`: "the one before the August meeting") before that day. */
export function beforeThen(analysis: Pick<QuestionAnalysis, "before">, now: Date) {
  return analysis.before
    ? sql`(m.start_time at time zone m.time_zone)::date < ${analysis.before}::date`
    : sql`m.start_time < ${now}`;
}

/** "The special meeting", "the AGM": only meetings whose title says so (else every meeting). */
export function titledAs(analysis: Pick<QuestionAnalysis, "meetingKind">) {
  return analysis.meetingKind ? sql`m.title ~* ${analysis.meetingKind}` : sql`true`;
}

export async function meetingsOf(
  db: DbOrTx,
  organisationIds: readonly string[],
  where: ReturnType<typeof sql>,
  order: "asc" | "desc",
  limit: number,
  withCancelled = false,
): Promise<MeetingRow[]> {
  return queryRows<MeetingRow>(
    db,
    sql`select m.id, m.organisation_id, o.name as organisation_name, m.title, m.start_time,
          m.time_zone, concat_ws(', ', l.name, l.address, m.location_text) as location,
          m.cancelled_at is not null as cancelled, m.state
        from meetings m join organisations o on o.id = m.organisation_id
        left join meeting_locations l on l.id = m.location_id
        where m.organisation_id = any(${uuidList(organisationIds)})
          and (${sql.raw(withCancelled ? "true" : "false")} or m.cancelled_at is null) and ${where}
        order by m.start_time ${sql.raw(order)} limit ${limit}`,
  ).then((rows) => rows.map((r) => ({ ...r, start_time: new Date(r.start_time) })));
}

/** Why a meeting was cancelled, and the later meeting whose minutes say so, when not its own. */
export type CancellationNote = { sentence: string; recordedAt?: MeetingRow };

const cancelWords = /cancel|postpon|called off|did not go ahead|didn't go ahead/i;

/** The sentence that speaks of the cancellation, and the next when the reason follows it. */
function cancellationSentence(text: string, about: (s: string) => boolean = () => true) {
  const sentences = text.split(sentenceBreak);
  const at = sentences.findIndex((s) => cancelWords.test(s) && about(s));
  const sentence = sentences[at];
  if (!sentence) return null;
  // "This meeting is cancelled. The accreditation survey is…": the reason follows.
  const givesReason =
    /\b(because|due to|owing to|as|since|unable|unavailable|not enough|quorum|quorate)\b|[:—–]/i.test(
      sentence.replace(/^.*?\bcancell?ed\b/i, ""),
    );
  const next = sentences[at + 1];
  return (givesReason || !next ? sentence : `${sentence} ${next}`).trim();
}

/**
 * Why each cancelled meeting was cancelled, where the papers say so: the sentence of an item's
 * description or minutes that speaks of the cancellation ("…cancelled on 19 August: four trustees
 * were unavailable."), in its own papers or else in the minutes of a meeting of the same body in
 * the four months after that name its day or its month ("the meeting scheduled for 10 February
 * 2026 had been cancelled because of snow", "the February meeting was called off").
 */
export async function cancellationNotes(
  db: DbOrTx,
  meetings: readonly MeetingRow[],
): Promise<Map<string, CancellationNote>> {
  const cancelled = meetings.filter((m) => m.cancelled);
  if (cancelled.length === 0) return new Map();
  const rows = await queryRows<{ meeting_id: string; text: string }>(
    db,
    sql`select meeting_id, concat_ws(' ', description, minutes) as text from agenda_items
        where meeting_id = any(${uuidList(cancelled.map((m) => m.id))})
          and concat_ws(' ', description, minutes) ~* '(cancel|postpon|called off|go ahead)'
        order by position`,
  );
  const notes = new Map<string, CancellationNote>();
  for (const row of rows) {
    const sentence = cancellationSentence(row.text);
    if (sentence && !notes.has(row.meeting_id)) notes.set(row.meeting_id, { sentence });
  }
  // Each is looked up in the minutes after it; a long list ("which meetings were ever
  // cancelled?") reads the dozen most recent so, not every one.
  const unexplained = cancelled.filter((c) => !notes.has(c.id));
  for (const m of unexplained.slice(-12)) {
    const note = await laterCancellationNote(db, m);
    if (note) notes.set(m.id, note);
  }
  return notes;
}

/** The minutes after a cancelled meeting that say why it did not meet, naming its day. */
async function laterCancellationNote(
  db: DbOrTx,
  cancelled: MeetingRow,
): Promise<CancellationNote | null> {
  const [, month = 1, day = 1] = utcToZoned(cancelled.start_time, cancelled.time_zone)
    .date.split("-")
    .map(Number);
  const monthName = months[month - 1] ?? "";
  const later = await queryRows<MeetingRow & { text: string }>(
    db,
    sql`select m.id, m.organisation_id, o.name as organisation_name, m.title, m.start_time,
          m.time_zone, concat_ws(', ', l.name, l.address, m.location_text) as location,
          false as cancelled, m.state, concat_ws(' ', i.description, i.minutes) as text
        from meetings m join organisations o on o.id = m.organisation_id
        left join meeting_locations l on l.id = m.location_id
        join agenda_items i on i.meeting_id = m.id
        where m.organisation_id = ${cancelled.organisation_id}::uuid and m.cancelled_at is null
          and m.start_time > ${cancelled.start_time}
          and m.start_time < ${cancelled.start_time}::timestamptz + interval '120 days'
          and concat_ws(' ', i.description, i.minutes) ~* '(cancel|postpon|called off|go ahead)'
        order by m.start_time, i.position`,
  );
  // "The meeting planned for 22 April 2026", "called for Tuesday 16th September", "the February
  // meeting": its day or its month.
  const th = "(?:st|nd|rd|th)?";
  const namesIt = (s: string) =>
    new RegExp(
      `\\b(${day}${th}(?: of)? ${monthName}|${monthName} ${day}${th}\\b|${monthName} (meeting|board))`,
    ).test(fold(s));
  for (const row of later) {
    const sentence = cancellationSentence(row.text, namesIt);
    if (sentence) return { sentence, recordedAt: { ...row, start_time: new Date(row.start_time) } };
  }
  return null;
}

/** “Why”, quoted, with the later minutes that record it cited. */
export function noteText(note: CancellationNote, book: CitationBook, several: boolean): string {
  const said = `“${note.sentence}”`;
  return note.recordedAt
    ? `${said} (minutes of ${described(note.recordedAt, book, several)})`
    : said;
}

/** "Tuesday 8 December 2026, 5:30 pm NZDT at Harbourside Hall", the meeting cited by its title. */
export function described(
  m: MeetingRow,
  book: CitationBook,
  withOrganisation: boolean,
  uncited: ReadonlySet<string> = new Set(),
): string {
  // A meeting whose date alone the asker may see is named, not cited: they cannot open it.
  const marker = uncited.has(m.organisation_id)
    ? m.title
    : book.cite({
        documentType: "Meeting",
        meetingId: m.id,
        organisationId: m.organisation_id,
        documentName: m.title,
      });
  const when = meetingWhen({ startTime: m.start_time, timeZone: m.time_zone, locationText: null });
  const place = m.location ? ` at ${m.location}` : "";
  return `**${marker}**${withOrganisation ? ` (${m.organisation_name})` : ""} on ${when}${m.cancelled ? " (cancelled)" : place}`;
}

/**
 * Meeting questions: the last meeting, the one before it, those in a period (counted and
 * listed); the next is answered with its agenda by nextMeetingAnswer, or here without one when
 * the calendars read include one whose dates alone the asker may see (`uncited`). Organisations
 * named in the question narrow the calendars read, so "the finance committee" means that
 * committee only.
 */
export async function meetingsAnswer(
  db: DbOrTx,
  analysis: QuestionAnalysis,
  organisationIds: readonly string[],
  book: CitationBook,
  now: Date,
  uncited: ReadonlySet<string> = new Set(),
  /** "The last committee meeting I attended": only meetings this person was present at. */
  attendedBy?: string,
): Promise<string | null> {
  if (organisationIds.length === 0) return null;
  const several = organisationIds.length > 1;
  const kindAsked = attendedBy
    ? sql`${titledAs(analysis)} and exists (select 1 from meeting_attendees ma
          where ma.meeting_id = m.id and ma.person_id = ${attendedBy}::uuid and ma.status = 'present')`
    : titledAs(analysis);
  // "Have the minutes of the November meeting been confirmed?": where each meeting's stand.
  const asksMinutes = analysis.asksMinutes;
  const describeMeeting = (m: MeetingRow) =>
    `${described(m, book, several, uncited)}${asksMinutes ? minutesStanding(m) : ""}`;
  if (analysis.meeting === "next") {
    const [next] = await meetingsOf(
      db,
      organisationIds,
      sql`m.end_time > ${now} and ${kindAsked}`,
      "asc",
      1,
    );
    return next
      ? `The next meeting is ${describeMeeting(next)}.`
      : "I couldn't find an upcoming meeting in the calendars you can see.";
  }
  if (
    analysis.meeting === "last" ||
    analysis.meeting === "previous" ||
    analysis.meeting === "first"
  ) {
    const rows = await meetingsOf(
      db,
      organisationIds,
      // "The first committee meeting this year": the first of that year.
      analysis.meeting === "first" && analysis.range
        ? sql`${onDays(analysis.range)} and ${kindAsked}`
        : analysis.meeting === "first"
          ? kindAsked
          : sql`${beforeThen(analysis, now)} and ${kindAsked}`,
      analysis.meeting === "first" ? "asc" : "desc",
      Math.max(2, analysis.lastCount ?? 0),
    );
    // "The last two AGMs": each of them, the latest first.
    if (analysis.meeting === "last" && analysis.lastCount && rows.length > 1)
      return [
        `The last ${rows.length} meetings were:`,
        "",
        ...rows.map((m) => `- ${describeMeeting(m)}`),
      ].join("\n");
    const wanted = analysis.meeting === "previous" ? rows[1] : rows[0];
    if (!wanted)
      return analysis.meeting === "previous"
        ? "I couldn't find a meeting before the last one in the calendars you can see."
        : "I couldn't find a past meeting in the calendars you can see.";
    const lead = analysis.before
      ? `The meeting before ${calendarDate(analysis.before, "date")} was`
      : analysis.meeting === "last"
        ? "The last meeting was"
        : analysis.meeting === "first"
          ? `The first meeting ${wanted.start_time > now ? "is" : "was"}`
          : "The meeting before that was";
    return `${lead} ${describeMeeting(wanted)}.`;
  }
  if (analysis.meeting === "inRange" && analysis.range) {
    const { from, to } = analysis.range;
    // "How many times has the committee met this year?": the meetings so far, not those ahead.
    const all = (
      await meetingsOf(
        db,
        organisationIds,
        // "Which meeting got cancelled?": those called off, however many were held.
        analysis.cancelledOnly
          ? sql`${onDays(analysis.range)} and ${kindAsked} and m.cancelled_at is not null`
          : sql`${onDays(analysis.range)} and ${kindAsked}`,
        "asc",
        50,
        true,
      )
    ).filter((m) => analysis.cancelledOnly || analysis.tense !== "past" || m.start_time <= now);
    // "Every meeting so far" is asked with no period: none is named in the answer either.
    const period =
      from === to
        ? `on ${calendarDate(from, "date")}`
        : from <= "1900-01-01"
          ? `up to ${calendarDate(to, "date")}`
          : `between ${calendarDate(from, "date")} and ${calendarDate(to, "date")}`;
    if (all.length === 0 && analysis.cancelledOnly)
      return `No meeting was cancelled${from <= "1900-01-01" ? "" : ` ${period}`}.`;
    if (all.length === 0)
      return `I couldn't find a meeting ${period} in the calendars you can see.`;
    // "Which board meeting got cancelled?": those called off, with why where the papers say.
    if (analysis.cancelledOnly) {
      const called = all.filter((m) => m.cancelled);
      // Asked with no period, every one in the calendars, planned ones called off included.
      const when = from <= "1900-01-01" ? "" : ` ${period}`;
      if (called.length === 0) return `No meeting was cancelled${when}.`;
      // Why, from the papers: never those of a calendar whose dates alone the asker sees.
      const why = await cancellationNotes(
        db,
        called.filter((m) => !uncited.has(m.organisation_id)),
      );
      const whyOf = (m: MeetingRow) => {
        const note = why.get(m.id);
        return note ? ` — ${noteText(note, book, several)}` : "";
      };
      return [
        `${called.length === 1 ? "One meeting was" : `${called.length} meetings were`} cancelled${when}:`,
        "",
        ...called.map((m) => `- ${described(m, book, several, uncited)}${whyOf(m)}`),
      ].join("\n");
    }
    // A cancelled meeting is listed, never counted as held.
    const held = all.filter((m) => !m.cancelled);
    const cancelled = all.length - held.length;
    const ahead = held.length > 0 && held.every((m) => m.start_time > now);
    const verb = ahead
      ? held.length === 1
        ? "is planned"
        : "are planned"
      : held.length === 1
        ? "was held"
        : "were held";
    const count =
      held.length === 0
        ? `No meeting was held ${period}`
        : `${held.length === 1 ? "One meeting" : `${held.length} meetings`} ${verb} ${period}`;
    const head = `${count}${cancelled ? ` (${cancelled} cancelled)` : ""}:`;
    const notes = await cancellationNotes(
      db,
      all.filter((m) => !uncited.has(m.organisation_id)),
    );
    const note = (m: MeetingRow) => {
      const said = notes.get(m.id);
      return said ? ` — ${noteText(said, book, several)}` : "";
    };
    return [head, "", ...all.map((m) => `- ${describeMeeting(m)}${note(m)}`)].join("\n");
  }
  return null;
}
