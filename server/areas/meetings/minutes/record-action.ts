import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { actionItems, actionOwners } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { assertMembers } from "../../organisations/assert-members.js";
import { minutesItem } from "./minutes-guards.js";

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
