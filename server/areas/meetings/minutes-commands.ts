import { and, eq, sql } from "drizzle-orm";
import type { RichTextDoc } from "../../../common/rich-text.js";
import { utcToZoned } from "../../../common/zoned-time.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, Tx } from "../../db/client.js";
import {
  actionItems,
  actionOwners,
  agendaItems,
  decisions,
  itemConflicts,
} from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { assertMembers } from "../organisations/assert-members.js";
import { auditedDecision } from "./audited-decision.js";
import { lockMeetingForEdit, type MeetingRow } from "./meeting-guards.js";
import { notesToStore } from "./minutes-text.js";

export const minutesStates = new Set(["PublishedAgenda", "InProgress", "Review"]);

async function minutesItem(
  tx: Tx,
  meetingId: string,
  itemId: string,
): Promise<{ meeting: MeetingRow; item: typeof agendaItems.$inferSelect }> {
  const meeting = await lockMeetingForEdit(tx, meetingId);
  if (!minutesStates.has(meeting.state))
    throw new AppError("conflict", "Minutes can be written once the agenda is published.");
  const [item] = await tx
    .select()
    .from(agendaItems)
    .where(and(eq(agendaItems.id, itemId), eq(agendaItems.meetingId, meetingId)))
    .limit(1);
  if (!item) throw new AppError("notFound", "That agenda item was not found.");
  return { meeting, item };
}

/**
 * Saves an item's minute notes. The save names the version it started from; if
 * someone saved in between, it is refused (409) so nobody's words are overwritten.
 */
export async function saveItemMinutes(
  db: Db,
  org: OrgActor,
  meetingId: string,
  itemId: string,
  input: { text?: string; doc?: RichTextDoc; baseVersion: number },
): Promise<{ version: number }> {
  const { baseVersion } = input;
  const notes = notesToStore(input);
  return db.transaction(async (tx) => {
    const { meeting, item } = await minutesItem(tx, meetingId, itemId);
    if (item.minutesVersion !== baseVersion) {
      throw new AppError(
        "conflict",
        "Someone else saved these minutes after you started. Your text is kept on screen: copy it, reload, and merge.",
      );
    }
    const [after] = await tx
      .update(agendaItems)
      .set({
        ...notes,
        minutesVersion: sql`${agendaItems.minutesVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(agendaItems.id, itemId), eq(agendaItems.minutesVersion, baseVersion)))
      .returning({ version: agendaItems.minutesVersion });
    if (!after)
      throw new AppError(
        "conflict",
        "Someone else saved these minutes at the same moment. Reload and merge.",
      );
    await writeAudit(tx, {
      organisationId: meeting.organisationId,
      actorPersonId: org.actor.personId,
      action: "minutes.save",
      subjectType: "agendaItem",
      subjectId: itemId,
      before: { minutes: item.minutes },
      after: { minutes: notes.minutes },
    });
    return { version: after.version };
  });
}

export type NewDecision = {
  title: string;
  decidedOn?: string;
  outcome: "Approved" | "NotApproved" | "Noted" | "Deferred";
  moverPersonId?: string | null;
  seconderPersonId?: string | null;
  text: string;
};

/** Records a decision against an item; it appears in the decision register. */
export async function recordDecision(
  db: Db,
  org: OrgActor,
  meetingId: string,
  itemId: string,
  input: NewDecision,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const { meeting } = await minutesItem(tx, meetingId, itemId);
    const people = [input.moverPersonId, input.seconderPersonId].filter((p): p is string =>
      Boolean(p),
    );
    await assertMembers(tx, meeting.organisationId, people);
    if (input.moverPersonId && input.moverPersonId === input.seconderPersonId) {
      throw new AppError("badRequest", "The mover and the seconder must be different people.", {
        fields: { seconderPersonId: "Choose someone other than the mover." },
      });
    }
    const [row] = await tx
      .insert(decisions)
      .values({
        organisationId: meeting.organisationId,
        meetingId,
        agendaItemId: itemId,
        source: "minutes",
        title: input.title,
        decidedOn: input.decidedOn ?? utcToZoned(meeting.startTime, meeting.timeZone).date,
        outcome: input.outcome,
        moverPersonId: input.moverPersonId ?? null,
        seconderPersonId: input.seconderPersonId ?? null,
        text: input.text,
        createdBy: org.actor.personId,
      })
      .returning();
    if (!row) throw new Error("decision insert returned nothing");
    await writeAudit(tx, {
      organisationId: meeting.organisationId,
      actorPersonId: org.actor.personId,
      action: "decision.record",
      subjectType: "decision",
      subjectId: row.id,
      after: auditedDecision(row),
    });
    return { id: row.id };
  });
}

export type NewAction = { description: string; ownerPersonIds: string[]; dueDate?: string | null };

/** An action from the minutes: it appears in the organisation's action list. */
export async function recordAction(
  db: Db,
  org: OrgActor,
  meetingId: string,
  itemId: string,
  input: NewAction,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const { meeting } = await minutesItem(tx, meetingId, itemId);
    await assertMembers(tx, meeting.organisationId, input.ownerPersonIds);
    const [row] = await tx
      .insert(actionItems)
      .values({
        organisationId: meeting.organisationId,
        meetingId,
        agendaItemId: itemId,
        description: input.description,
        dueDate: input.dueDate ?? null,
        createdBy: org.actor.personId,
      })
      .returning();
    if (!row) throw new Error("action insert returned nothing");
    await tx
      .insert(actionOwners)
      .values(
        [...new Set(input.ownerPersonIds)].map((personId) => ({ actionId: row.id, personId })),
      );
    await writeAudit(tx, {
      organisationId: meeting.organisationId,
      actorPersonId: org.actor.personId,
      action: "action.create",
      subjectType: "action",
      subjectId: row.id,
      after: { ...row, owners: input.ownerPersonIds },
    });
    return { id: row.id };
  });
}

/** A declared conflict of interest on an item: the person sits out its vote. */
export async function declareConflict(
  db: Db,
  org: OrgActor,
  meetingId: string,
  itemId: string,
  personId: string,
  note?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { meeting } = await minutesItem(tx, meetingId, itemId);
    await assertMembers(tx, meeting.organisationId, [personId]);
    await tx
      .insert(itemConflicts)
      .values({ agendaItemId: itemId, personId, note: note ?? null })
      .onConflictDoNothing();
    await writeAudit(tx, {
      organisationId: meeting.organisationId,
      actorPersonId: org.actor.personId,
      action: "conflict.declare",
      subjectType: "agendaItem",
      subjectId: itemId,
      after: { personId, note },
    });
  });
}
