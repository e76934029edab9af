import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { numberAgenda } from "../../../../../common/meetings/agenda.js";
import { meetingStateLabels } from "../../../../../common/meetings/meeting-state.js";
import type { DbOrTx } from "../../../../db/client.js";
import { isAnyOfIds, preparedFor } from "../../../../db/prepared.js";
import { agendaItems, meetingLocations, meetings } from "../../../../db/schema/index.js";
import { meetingPlace, meetingWhen } from "../../../meetings/meeting-format.js";
import type { AnswerScope, CitationBook } from "../engine.js";

type AgendaOutlineItem = {
  id: string;
  parentId: string | null;
  position: number;
  durationMinutes: number;
  title: string;
};

const nextMeetingRow = preparedFor((db) =>
  db
    .select({
      id: meetings.id,
      organisationId: meetings.organisationId,
      title: meetings.title,
      startTime: meetings.startTime,
      timeZone: meetings.timeZone,
      locationText: meetings.locationText,
      state: meetings.state,
      locationName: meetingLocations.name,
      locationAddress: meetingLocations.address,
      // The agenda in the same statement: what numbering needs, not descriptions or minutes.
      agenda: sql<AgendaOutlineItem[]>`(
        select coalesce(json_agg(json_build_object(
          'id', ${agendaItems.id}, 'parentId', ${agendaItems.parentId}, 'position', ${agendaItems.position},
          'durationMinutes', ${agendaItems.durationMinutes}, 'title', ${agendaItems.title}
        ) order by ${agendaItems.position}), '[]'::json)
        from ${agendaItems} where ${agendaItems.meetingId} = ${meetings.id})`,
    })
    .from(meetings)
    .leftJoin(meetingLocations, eq(meetingLocations.id, meetings.locationId))
    .where(
      and(
        isAnyOfIds(meetings.organisationId, "orgIds"),
        isNull(meetings.cancelledAt),
        gt(meetings.endTime, sql.placeholder("now")),
      ),
    )
    .orderBy(asc(meetings.startTime))
    .limit(1)
    .prepare("assistant_next_meeting"),
);

/** "When is the next meeting and what is on its agenda?" — from the calendar, not from search. */
export async function nextMeetingAnswer(
  db: DbOrTx,
  scope: AnswerScope,
  book: CitationBook,
): Promise<string | null> {
  const orgIds = scope.organisations.map((o) => o.id);
  if (orgIds.length === 0) return null;
  const [next] = await nextMeetingRow(db).execute({ orgIds, now: new Date() });
  if (!next) return "There is no upcoming meeting in the calendars you can see.";
  const m = next;
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
      lines.push(`${indent}- ${item.number} ${item.title}`);
    }
  }
  return lines.join("\n");
}
