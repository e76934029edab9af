import { eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { agendaItems } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { lockMeetingForEdit, noteAgendaEdit } from "../meeting-guards.js";
import { loadAgendaItem } from "./agenda-items.js";

/** Removes an item with its sub-items, papers and records (the database cascades). */
export async function deleteAgendaItem(
  db: Db,
  org: OrgActor,
  meetingId: string,
  itemId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    const before = await loadAgendaItem(tx, meetingId, itemId);
    await tx.delete(agendaItems).where(eq(agendaItems.id, itemId));
    await noteAgendaEdit(tx, m, org.actor.personId, `Removed "${before.title}"`);
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "agenda.deleteItem",
      subjectType: "agendaItem",
      subjectId: itemId,
      before,
    });
  });
}
