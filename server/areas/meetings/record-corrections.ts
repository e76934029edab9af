import { and, eq } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, Tx } from "../../db/client.js";
import {
  actionItems,
  actionUpdates,
  decisions,
  itemConflicts,
  votes,
} from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { assertMembers } from "../organisations/assert-members.js";
import { auditedDecision } from "./audited-decision.js";
import { lockMeetingForEdit, type MeetingRow } from "./meeting-guards.js";
import { minutesStates, type NewDecision } from "./minutes-commands.js";

/**
 * Corrections to what the minute taker recorded (a decision worded wrongly, an action added
 * by mistake, a conflict declared against the wrong person) while the minutes are still being
 * written. Confirmed minutes are locked; every correction is in the audit log.
 */
async function openMinutes(tx: Tx, meetingId: string): Promise<MeetingRow> {
  const meeting = await lockMeetingForEdit(tx, meetingId);
  if (!minutesStates.has(meeting.state))
    throw new AppError(
      "conflict",
      "What the minutes record can be changed only while they are being written; confirmed minutes are locked.",
    );
  return meeting;
}

async function decisionOf(tx: Tx, meetingId: string, decisionId: string) {
  const [row] = await tx
    .select()
    .from(decisions)
    .where(and(eq(decisions.id, decisionId), eq(decisions.meetingId, meetingId)))
    .limit(1);
  if (!row) throw new AppError("notFound", "That decision was not found in this meeting.");
  return row;
}

export async function updateDecision(
  db: Db,
  org: OrgActor,
  meetingId: string,
  decisionId: string,
  patch: Partial<NewDecision>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const meeting = await openMinutes(tx, meetingId);
    const before = await decisionOf(tx, meetingId, decisionId);
    const fromVote = before.source === "vote";
    if (
      fromVote &&
      (patch.outcome !== undefined ||
        patch.moverPersonId !== undefined ||
        patch.seconderPersonId !== undefined)
    )
      throw new AppError(
        "conflict",
        "A vote's outcome comes from its ballots; only the decision's title, date and wording can be changed.",
      );
    const mover = patch.moverPersonId !== undefined ? patch.moverPersonId : before.moverPersonId;
    const seconder =
      patch.seconderPersonId !== undefined ? patch.seconderPersonId : before.seconderPersonId;
    if (mover && mover === seconder)
      throw new AppError("badRequest", "The mover and the seconder must be different people.", {
        fields: { seconderPersonId: "Choose someone other than the mover." },
      });
    await assertMembers(tx, meeting.organisationId, [mover, seconder]);
    const [after] = await tx
      .update(decisions)
      .set(patch)
      .where(eq(decisions.id, decisionId))
      .returning();
    await writeAudit(tx, {
      organisationId: meeting.organisationId,
      actorPersonId: org.actor.personId,
      action: "decision.correct",
      subjectType: "decision",
      subjectId: decisionId,
      before: auditedDecision(before),
      after: after && auditedDecision(after),
    });
  });
}

export async function deleteDecision(
  db: Db,
  org: OrgActor,
  meetingId: string,
  decisionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const meeting = await openMinutes(tx, meetingId);
    const before = await decisionOf(tx, meetingId, decisionId);
    if (before.source === "vote")
      throw new AppError(
        "conflict",
        "This decision records a vote's result, so it stays with the vote. Change its wording instead.",
      );
    await tx.delete(decisions).where(eq(decisions.id, decisionId));
    await writeAudit(tx, {
      organisationId: meeting.organisationId,
      actorPersonId: org.actor.personId,
      action: "decision.remove",
      subjectType: "decision",
      subjectId: decisionId,
      before: auditedDecision(before),
    });
  });
}

/** An action added by mistake. One with progress already reported is cancelled instead, keeping its history. */
export async function deleteMeetingAction(
  db: Db,
  org: OrgActor,
  meetingId: string,
  actionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const meeting = await openMinutes(tx, meetingId);
    const [before] = await tx
      .select()
      .from(actionItems)
      .where(and(eq(actionItems.id, actionId), eq(actionItems.meetingId, meetingId)))
      .limit(1);
    if (!before) throw new AppError("notFound", "That action was not found in this meeting.");
    const [update] = await tx
      .select({ id: actionUpdates.id })
      .from(actionUpdates)
      .where(eq(actionUpdates.actionId, actionId))
      .limit(1);
    if (update)
      throw new AppError(
        "conflict",
        "This action already has progress updates. Set its status to Cancelled instead, so its history is kept.",
      );
    await tx.delete(actionItems).where(eq(actionItems.id, actionId));
    await writeAudit(tx, {
      organisationId: meeting.organisationId,
      actorPersonId: org.actor.personId,
      action: "action.remove",
      subjectType: "action",
      subjectId: actionId,
      before,
    });
  });
}

/** A conflict declared against the wrong person; once the item's vote has opened it stays with the vote. */
export async function withdrawConflict(
  db: Db,
  org: OrgActor,
  meetingId: string,
  itemId: string,
  personId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const meeting = await openMinutes(tx, meetingId);
    const [vote] = await tx
      .select({ id: votes.id })
      .from(votes)
      .where(and(eq(votes.agendaItemId, itemId), eq(votes.meetingId, meetingId)))
      .limit(1);
    if (vote)
      throw new AppError(
        "conflict",
        "The vote on this item has opened without this person, so the declared conflict stays.",
      );
    const removed = await tx
      .delete(itemConflicts)
      .where(and(eq(itemConflicts.agendaItemId, itemId), eq(itemConflicts.personId, personId)))
      .returning();
    if (removed.length === 0)
      throw new AppError("notFound", "No conflict is declared for that person on this item.");
    await writeAudit(tx, {
      organisationId: meeting.organisationId,
      actorPersonId: org.actor.personId,
      action: "conflict.withdraw",
      subjectType: "agendaItem",
      subjectId: itemId,
      before: removed[0],
    });
  });
}
