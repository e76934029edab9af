import { aliasedTable, eq, sql } from "drizzle-orm";
import { storedViewKind } from "../../../common/viewer.js";
import type { DbOrTx } from "../../db/client.js";
import { preparedFor } from "../../db/prepared.js";
import {
  actionItems,
  actionOwners,
  agendaItems,
  decisions,
  itemConflicts,
  papers,
  people,
  votes,
} from "../../db/schema/index.js";
import { voteOnItem } from "./votes/item-vote.js";

const meetingId = sql.placeholder("meetingId");

// The meeting page is what every member opens: each read is prepared once, and all of them
// go out at once (none needs another's answer).
const paperRows = preparedFor((db) =>
  db
    .select()
    .from(papers)
    .where(eq(papers.meetingId, meetingId))
    .orderBy(papers.position)
    .prepare("meeting_papers"),
);
const voteRows = preparedFor((db) =>
  db
    .select({ id: votes.id, itemId: votes.contextId })
    .from(votes)
    .innerJoin(agendaItems, voteOnItem)
    .where(eq(agendaItems.meetingId, meetingId))
    .prepare("meeting_votes"),
);
const mover = aliasedTable(people, "mover");
const seconder = aliasedTable(people, "seconder");
const decisionRows = preparedFor((db) =>
  db
    .select({
      d: decisions,
      moverFirst: mover.firstName,
      moverLast: mover.lastName,
      seconderFirst: seconder.firstName,
      seconderLast: seconder.lastName,
    })
    .from(decisions)
    .leftJoin(mover, eq(mover.id, decisions.moverPersonId))
    .leftJoin(seconder, eq(seconder.id, decisions.seconderPersonId))
    .where(eq(decisions.meetingId, meetingId))
    .orderBy(decisions.createdAt)
    .prepare("meeting_decisions"),
);

const nameOf = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ""}`.trim();
const actionRows = preparedFor((db) =>
  db
    .select()
    .from(actionItems)
    .where(eq(actionItems.meetingId, meetingId))
    .orderBy(actionItems.createdAt)
    .prepare("meeting_actions"),
);
const ownerRows = preparedFor((db) =>
  db
    .select({ actionId: actionOwners.actionId, first: people.firstName, last: people.lastName })
    .from(actionOwners)
    .innerJoin(actionItems, eq(actionItems.id, actionOwners.actionId))
    .innerJoin(people, eq(people.id, actionOwners.personId))
    .where(eq(actionItems.meetingId, meetingId))
    .prepare("meeting_action_owners"),
);
const conflictRows = preparedFor((db) =>
  db
    .select({
      itemId: itemConflicts.agendaItemId,
      personId: itemConflicts.personId,
      note: itemConflicts.note,
      first: people.firstName,
      last: people.lastName,
    })
    .from(itemConflicts)
    .innerJoin(agendaItems, eq(agendaItems.id, itemConflicts.agendaItemId))
    .innerJoin(people, eq(people.id, itemConflicts.personId))
    .where(eq(agendaItems.meetingId, meetingId))
    .prepare("meeting_conflicts"),
);

/** What was attached to or recorded against each agenda item of a meeting, grouped by item. */
export async function itemRecords(db: DbOrTx, id: string) {
  const values = { meetingId: id };
  const [paperList, voteList, decisionList, actionList, ownerList, conflictList] =
    await Promise.all([
      paperRows(db).execute(values),
      voteRows(db).execute(values),
      decisionRows(db).execute(values),
      actionRows(db).execute(values),
      ownerRows(db).execute(values),
      conflictRows(db).execute(values),
    ]);
  return (itemId: string) => ({
    Papers: paperList
      .filter((p) => p.agendaItemId === itemId)
      .map((p) => ({
        Id: p.id,
        Name: p.name,
        Mime: p.mime,
        SizeBytes: p.sizeBytes,
        Show: storedViewKind(p),
      })),
    VoteId: voteList.find((v) => v.itemId === itemId)?.id ?? null,
    Decisions: decisionList
      .filter(({ d }) => d.agendaItemId === itemId)
      .map(({ d, ...names }) => ({
        Id: d.id,
        Title: d.title,
        Outcome: d.outcome,
        DecidedOn: d.decidedOn,
        MoverPersonId: d.moverPersonId,
        SeconderPersonId: d.seconderPersonId,
        Mover: nameOf(names.moverFirst, names.moverLast),
        Seconder: nameOf(names.seconderFirst, names.seconderLast),
        Text: d.text,
        FromVote: d.source === "vote",
      })),
    Actions: actionList
      .filter((a) => a.agendaItemId === itemId)
      .map((a) => ({
        Id: a.id,
        Description: a.description,
        Owners: ownerList.filter((o) => o.actionId === a.id).map((o) => `${o.first} ${o.last}`),
        DueDate: a.dueDate,
      })),
    Conflicts: conflictList
      .filter((c) => c.itemId === itemId)
      .map((c) => ({ PersonId: c.personId, Name: `${c.first} ${c.last}`, Note: c.note })),
  });
}
