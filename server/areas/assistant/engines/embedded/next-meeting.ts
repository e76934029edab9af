import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import { numberAgenda } from "../../../../../common/meetings/agenda.js";
import { meetingStateLabels } from "../../../../../common/meetings/meeting-state.js";
import type { DbOrTx } from "../../../../db/client.js";
import { agendaItems, meetingLocations, meetings } from "../../../../db/schema/index.js";
import { meetingPlace, meetingWhen } from "../../../meetings/meeting-format.js";
import type { AnswerScope, CitationBook } from "../engine.js";

/** "When is the next meeting and what is on its agenda?" — from the calendar, not from search. */
export async function nextMeetingAnswer(
  db: DbOrTx,
  scope: AnswerScope,
  book: CitationBook,
): Promise<string | null> {
  const orgIds = scope.organisations.map((o) => o.id);
  if (orgIds.length === 0) return null;
  const [next] = await db
    .select({ m: meetings, location: meetingLocations })
    .from(meetings)
    .leftJoin(meetingLocations, eq(meetingLocations.id, meetings.locationId))
    .where(
      and(
        inArray(meetings.organisationId, orgIds),
        isNull(meetings.cancelledAt),
        gt(meetings.endTime, new Date()),
      ),
    )
    .orderBy(asc(meetings.startTime))
    .limit(1);
  if (!next) return "There is no upcoming meeting in the calendars you can see.";
  const m = next.m;
  const org = scope.organisations.find((o) => o.id === m.organisationId);
  const marker = book.cite({
    documentType: "Meeting",
    meetingId: m.id,
    organisationId: m.organisationId,
    documentName: m.title,
  });
  const place = meetingPlace(m, next.location ?? undefined);
  const lines = [
    // The citation is the meeting's name: it becomes a link labelled with the title.
    `The next meeting is **${marker}**${scope.organisations.length > 1 && org ? ` (${org.name})` : ""} on ${meetingWhen(m)}${place ? ` at ${place}` : ""}.`,
  ];
  const items = await db
    .select()
    .from(agendaItems)
    .where(eq(agendaItems.meetingId, m.id))
    .orderBy(asc(agendaItems.position));
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
