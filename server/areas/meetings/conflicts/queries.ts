import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import {
  agendaItems,
  itemConflicts,
  meetingAttendees,
  meetings,
  memberships,
  papers,
} from "../../../db/schema/index.js";
import { AppError } from "../../../http/app-error.js";
import { currentInterestsMentioning } from "../../interests/interests-mentioning.js";
import { significantWords } from "../../interests/mention-words.js";

export type ConflictSuggestion = {
  PersonId: string;
  Name: string;
  InterestId: string;
  Entity: string;
  Nature: string;
  MatchedWords: string[];
};

/**
 * For each agenda item, the people at the meeting whose current interests mention what the
 * item is about (title, description, motion, paper names), leaving out conflicts already
 * declared. One register query for the whole meeting; the matching per item is in memory.
 */
export async function meetingConflictSuggestions(
  db: DbOrTx,
  meetingId: string,
): Promise<{ ItemId: string; Suggestions: ConflictSuggestion[] }[]> {
  const [meeting] = await db
    .select({ organisationId: meetings.organisationId })
    .from(meetings)
    .where(eq(meetings.id, meetingId))
    .limit(1);
  if (!meeting) throw new AppError("notFound", "That meeting was not found.");
  const [items, attendees] = await Promise.all([
    db
      .select({
        id: agendaItems.id,
        title: agendaItems.title,
        description: agendaItems.description,
        motion: agendaItems.motion,
        isHeading: agendaItems.isHeading,
      })
      .from(agendaItems)
      .where(eq(agendaItems.meetingId, meetingId)),
    db
      .select({ personId: meetingAttendees.personId })
      .from(meetingAttendees)
      .where(and(eq(meetingAttendees.meetingId, meetingId), isNotNull(meetingAttendees.personId))),
  ]);
  const itemIds = items.filter((i) => !i.isHeading).map((i) => i.id);
  if (itemIds.length === 0) return [];
  // Before attendance is taken, everyone in the organisation may be at the meeting.
  const personIds = attendees.length
    ? attendees.flatMap((a) => (a.personId ? [a.personId] : []))
    : (
        await db
          .select({ personId: memberships.personId })
          .from(memberships)
          .where(eq(memberships.organisationId, meeting.organisationId))
      ).map((m) => m.personId);
  const [paperRows, declared] = await Promise.all([
    db
      .select({ itemId: papers.agendaItemId, name: papers.name })
      .from(papers)
      .where(inArray(papers.agendaItemId, itemIds)),
    db
      .select({ itemId: itemConflicts.agendaItemId, personId: itemConflicts.personId })
      .from(itemConflicts)
      .where(inArray(itemConflicts.agendaItemId, itemIds)),
  ]);

  const textOf = new Map(
    items
      .filter((i) => !i.isHeading)
      .map((i) => [
        i.id,
        [
          i.title,
          i.description,
          i.motion ?? "",
          ...paperRows
            .filter((p) => p.itemId === i.id)
            .map((p) => p.name.replace(/\.[a-z0-9]+$/i, "")),
        ].join("\n"),
      ]),
  );
  const mentions = await currentInterestsMentioning(
    db,
    meeting.organisationId,
    [...new Set(personIds)],
    [...textOf.values()].join("\n"),
  );
  const declaredSet = new Set(declared.map((d) => `${d.itemId}:${d.personId}`));

  const result: { ItemId: string; Suggestions: ConflictSuggestion[] }[] = [];
  for (const [itemId, text] of textOf) {
    const words = new Set(significantWords(text));
    const suggestions = mentions.flatMap((m) => {
      const matched = m.matchedWords.filter((w) => words.has(w));
      if (matched.length === 0 || declaredSet.has(`${itemId}:${m.personId}`)) return [];
      return [
        {
          PersonId: m.personId,
          Name: m.personName,
          InterestId: m.interestId,
          Entity: m.entity,
          Nature: m.nature,
          MatchedWords: matched,
        },
      ];
    });
    if (suggestions.length) result.push({ ItemId: itemId, Suggestions: suggestions });
  }
  return result;
}
