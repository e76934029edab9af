import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { itemConflicts } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { assertMembers } from "../../organisations/assert-members.js";
import { minutesItem } from "../minutes/minutes-guards.js";

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
