import { sql } from "drizzle-orm";
import { numberAgenda } from "../../../../../common/meetings/agenda.js";
import {
  type MeetingState,
  meetingStateLabels,
} from "../../../../../common/meetings/meeting-state.js";
import type { DbOrTx } from "../../../../db/client.js";
import { preparedSql } from "../../../../db/prepared.js";
import { agendaItems, meetingLocations, meetings } from "../../../../db/schema/index.js";
import { asText, tickBatchByKey } from "../../../../db/tick-batch.js";
import { meetingPlace, meetingWhen } from "../../../meetings/meeting-format.js";
import { type AnswerScope, type CitationBook, scopeKey } from "../engine.js";

type AgendaOutlineItem = {
  id: string;
  parentId: string | null;
  position: number;
  durationMinutes: number;
  title: string;
};

type NextMeetingRow = {
  id: string;
  organisationId: string;
  title: string;
  /** ISO 8601 (the row travels as JSON). */
  startTime: string;
  timeZone: string;
  locationText: string | null;
  state: MeetingState;
  locationName: string | null;
  locationAddress: string | null;
  /** Each item with the start of its description: what the item is, in a line. */
  agenda: (AgendaOutlineItem & { summary: string | null })[];
};

// For each scope (organisation ids, comma-separated) of the questions asked together, its
// next meeting with the agenda outline: what numbering needs and the start of each item's
// description, not minutes.
const nextMeetingRows = preparedSql<{ scope: string; meeting: NextMeetingRow }>(
  "assistant_next_meetings",
  sql`select s.scope, nm.meeting
    from unnest(${sql.placeholder("scopes")}::text[]) as s(scope)
    cross join lateral (
      select json_build_object(
        'id', m.id, 'organisationId', m.organisation_id, 'title', m.title,
        'startTime', m.start_time, 'timeZone', m.time_zone, 'locationText', m.location_text,
        'state', m.state, 'locationName', l.name, 'locationAddress', l.address,
        'agenda', (
          select coalesce(json_agg(json_build_object(
            'id', a.id, 'parentId', a.parent_id, 'position', a.position,
            'durationMinutes', a.duration_minutes, 'title', a.title,
            'summary', nullif(left(a.description, 300), '')
          ) order by a.position), '[]'::json)
          from ${agendaItems} a where a.meeting_id = m.id)
      ) as meeting
      from ${meetings} m
      left join ${meetingLocations} l on l.id = m.location_id
      where m.organisation_id = any(string_to_array(s.scope, ',')::uuid[])
        and m.cancelled_at is null and m.end_time > ${sql.placeholder("now")}::timestamptz
      order by m.start_time
      limit 1
    ) nm`,
);

// The questions asked together share one statement, and the same scope one look-up.
const nextMeetingOf = tickBatchByKey({
  keyOf: asText,
  rowKey: (row: { scope: string }) => row.scope,
  run: (db, scopes: readonly string[]) => nextMeetingRows(db, { scopes, now: new Date() }),
});

/** "When is the next meeting and what is on its agenda?" — from the calendar, not from search. */
export async function nextMeetingAnswer(
  db: DbOrTx,
  scope: AnswerScope,
  book: CitationBook,
): Promise<string | null> {
  if (scope.organisations.length === 0) return null;
  // A fixed moment (an evaluation) is looked up alone; the clock's questions share a statement.
  const [row] = scope.now
    ? await nextMeetingRows(db, { scopes: [scopeKey(scope)], now: scope.now })
    : await nextMeetingOf(db, scopeKey(scope));
  const next = row?.meeting;
  if (!next) return "I couldn't find an upcoming meeting in the calendars you can see.";
  const m = { ...next, startTime: new Date(next.startTime) };
  const org = scope.organisations.find((o) => o.id === m.organisationId);
  const marker = book.cite({
    documentType: "Meeting",
    meetingId: m.id,
    organisationId: m.organisationId,
    documentName: m.title,
  });
  const place = meetingPlace(
    m,
    next.locationName === null
      ? undefined
      : { name: next.locationName, address: next.locationAddress },
  );
  const lines = [
    // The citation is the meeting's name: it becomes a link labelled with the title.
    `The next meeting is **${marker}**${scope.organisations.length > 1 && org ? ` (${org.name})` : ""} on ${meetingWhen(m)}${place ? ` at ${place}` : ""}.`,
  ];
  const items = next.agenda;
  if (items.length === 0) {
    lines.push("", `Its agenda has not been written yet (${meetingStateLabels[m.state]}).`);
  } else {
    lines.push("", `**Agenda** (${meetingStateLabels[m.state]}):`, "");
    for (const item of numberAgenda(items, m.startTime)) {
      const indent = item.parentId ? "   " : "";
      lines.push(`${indent}- ${item.number} ${item.title}${summaryOf(item.summary, item.title)}`);
    }
  }
  return lines.join("\n");
}

/**
 * "4 Planning applications: 27/0102/HOU, 14 Orchard Close — rear extension": the first sentence
 * of an item's description, when it says more than the title, kept to a line.
 */
function summaryOf(description: string | null, title: string): string {
  // One line: up to the first line break, and the first full stop before a capital that ends no
  // abbreviation ("St. Mary's", "Cllr. Hale", "No. 3").
  const line = description?.split("\n")[0]?.replace(/\s+/g, " ").trim() ?? "";
  const first =
    line.split(
      /(?<!\b(?:St|Cllr|No|Nos|Mr|Mrs|Ms|Dr|approx|e\.g|i\.e|Ltd|Co)\.)(?<=[.!?])\s+(?=[A-Z])/,
    )[0] ?? "";
  if (!first || first.toLowerCase() === title.toLowerCase()) return "";
  return `: ${first.length > 160 ? `${first.slice(0, 157).trimEnd()}…` : first}`;
}
