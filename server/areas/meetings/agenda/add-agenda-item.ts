import type { z } from "zod";
import type { agendaItemBody } from "../../../../common/contracts/meetings.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { richTextToStore } from "../../../db/rich-text-columns.js";
import { agendaItems } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { lockMeetingForEdit, noteAgendaEdit } from "../meeting-guards.js";
import { checkParent, nextSubItemPosition } from "./agenda-items.js";
import { placeClosingLast } from "./agenda-placement.js";

type NewItem = z.infer<typeof agendaItemBody>;

/** Adds an item at the end of its level; a top-level one goes before the Close Meeting item. */
export async function addAgendaItem(
  db: Db,
  org: OrgActor,
  meetingId: string,
  input: NewItem,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    await checkParent(tx, meetingId, input.parentId);
    const position =
      input.parentId === null
        ? await placeClosingLast(tx, meetingId, { type: input.type })
        : await nextSubItemPosition(tx, input.parentId);
    const [row] = await tx
      .insert(agendaItems)
      .values({ meetingId, ...richTextToStore(input, "description"), position })
      .returning();
    if (!row) throw new Error("agenda item insert returned nothing");
    await noteAgendaEdit(tx, m, org.actor.personId, `Added "${input.title}"`);
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "agenda.addItem",
      subjectType: "agendaItem",
      subjectId: row.id,
      after: row,
    });
    return { id: row.id };
  });
}
