import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { agendaItemPatch } from "../../../../common/contracts/meetings.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { richTextToStore } from "../../../db/rich-text-columns.js";
import { agendaItems } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { lockMeetingForEdit, noteAgendaEdit } from "../meeting-guards.js";
import { checkParent, loadAgendaItem } from "./agenda-items.js";
import { placeClosingLast } from "./agenda-placement.js";

type ItemPatch = z.infer<typeof agendaItemPatch>;

/** Changes only the fields the patch names; the rich description brings its plain text. */
export async function updateAgendaItem(
  db: Db,
  org: OrgActor,
  meetingId: string,
  itemId: string,
  patch: ItemPatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    const before = await loadAgendaItem(tx, meetingId, itemId);
    if (patch.parentId !== undefined) await checkParent(tx, meetingId, patch.parentId, itemId);
    const [after] = await tx
      .update(agendaItems)
      .set({ ...richTextToStore(patch, "description"), updatedAt: new Date() })
      .where(eq(agendaItems.id, itemId))
      .returning();
    // An item made a Close Meeting item, or moved in or out of a section, can change which block closes.
    if (patch.type !== undefined || patch.parentId !== undefined)
      await placeClosingLast(tx, meetingId);
    await noteAgendaEdit(tx, m, org.actor.personId, `Changed "${after?.title ?? before.title}"`);
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "agenda.updateItem",
      subjectType: "agendaItem",
      subjectId: itemId,
      before,
      after,
    });
  });
}
