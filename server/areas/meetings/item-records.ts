import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import {
  actionItems,
  actionOwners,
  decisions,
  itemConflicts,
  papers,
  people,
  votes,
} from "../../db/schema/index.js";

/** What was attached to or recorded against each agenda item of a meeting, grouped by item. */
export async function itemRecords(db: DbOrTx, meetingId: string, itemIds: string[]) {
  const paperRows = await db
    .select()
    .from(papers)
    .where(eq(papers.meetingId, meetingId))
    .orderBy(papers.position);
  const voteRows = await db
    .select({ id: votes.id, itemId: votes.agendaItemId })
    .from(votes)
    .where(eq(votes.meetingId, meetingId));
  const decisionRows = await db
    .select()
    .from(decisions)
    .where(eq(decisions.meetingId, meetingId))
    .orderBy(decisions.createdAt);
  const actionRows = await db
    .select()
    .from(actionItems)
    .where(eq(actionItems.meetingId, meetingId))
    .orderBy(actionItems.createdAt);
  const ownerRows = actionRows.length
    ? await db
        .select({ actionId: actionOwners.actionId, first: people.firstName, last: people.lastName })
        .from(actionOwners)
        .innerJoin(people, eq(people.id, actionOwners.personId))
        .where(
          inArray(
            actionOwners.actionId,
            actionRows.map((a) => a.id),
          ),
        )
    : [];
  const conflictRows = itemIds.length
    ? await db
        .select({
          itemId: itemConflicts.agendaItemId,
          personId: itemConflicts.personId,
          note: itemConflicts.note,
          first: people.firstName,
          last: people.lastName,
        })
        .from(itemConflicts)
        .innerJoin(people, eq(people.id, itemConflicts.personId))
        .where(inArray(itemConflicts.agendaItemId, itemIds))
    : [];
  return (itemId: string) => ({
    Papers: paperRows
      .filter((p) => p.agendaItemId === itemId)
      .map((p) => ({ Id: p.id, Name: p.name, Mime: p.mime, SizeBytes: p.sizeBytes })),
    VoteId: voteRows.find((v) => v.itemId === itemId)?.id ?? null,
    Decisions: decisionRows
      .filter((d) => d.agendaItemId === itemId)
      .map((d) => ({
        Id: d.id,
        Title: d.title,
        Outcome: d.outcome,
        DecidedOn: d.decidedOn,
        MoverPersonId: d.moverPersonId,
        SeconderPersonId: d.seconderPersonId,
        Text: d.text,
        FromVote: d.source === "vote",
      })),
    Actions: actionRows
      .filter((a) => a.agendaItemId === itemId)
      .map((a) => ({
        Id: a.id,
        Description: a.description,
        Owners: ownerRows.filter((o) => o.actionId === a.id).map((o) => `${o.first} ${o.last}`),
        DueDate: a.dueDate,
      })),
    Conflicts: conflictRows
      .filter((c) => c.itemId === itemId)
      .map((c) => ({ PersonId: c.personId, Name: `${c.first} ${c.last}`, Note: c.note })),
  });
}
