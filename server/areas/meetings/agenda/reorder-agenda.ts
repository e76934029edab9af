import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { reorderBody } from "../../../../common/contracts/meetings.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { agendaItems } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { lockMeetingForEdit, noteAgendaEdit } from "../meeting-guards.js";
import { orderWithClosingLast } from "./agenda-placement.js";

/** Applies a complete new order (drag and drop or keyboard moves); every item must be listed once. */
export async function reorderAgenda(
  db: Db,
  org: OrgActor,
  meetingId: string,
  input: z.infer<typeof reorderBody>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    const current = await tx
      .select({ id: agendaItems.id, type: agendaItems.type })
      .from(agendaItems)
      .where(eq(agendaItems.meetingId, meetingId));
    const ids = new Set(current.map((c) => c.id));
    const listed = new Set(input.items.map((i) => i.id));
    if (
      listed.size !== input.items.length ||
      listed.size !== ids.size ||
      [...listed].some((id) => !ids.has(id))
    ) {
      throw new AppError(
        "conflict",
        "The agenda changed while you were reordering it. Reload and try again.",
      );
    }
    const tops = new Set(input.items.filter((i) => i.parentId === null).map((i) => i.id));
    if (input.items.some((i) => i.parentId !== null && !tops.has(i.parentId))) {
      throw new AppError("badRequest", "Sub-items must sit under a top-level item of this agenda.");
    }
    // Nothing is moved after the Close Meeting item: it goes back to the end.
    const order = orderWithClosingLast(input.items, new Map(current.map((c) => [c.id, c.type])));
    const counters = new Map<string | null, number>();
    for (const item of order) {
      const position = (counters.get(item.parentId) ?? 0) + 1;
      counters.set(item.parentId, position);
      await tx
        .update(agendaItems)
        .set({ parentId: item.parentId, position })
        .where(eq(agendaItems.id, item.id));
    }
    await noteAgendaEdit(tx, m, org.actor.personId, "Reordered the agenda");
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "agenda.reorder",
      subjectType: "meeting",
      subjectId: meetingId,
      after: order,
    });
  });
}
