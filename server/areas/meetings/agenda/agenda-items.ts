import { and, eq, max } from "drizzle-orm";
import type { Tx } from "../../../db/client.js";
import { agendaItems } from "../../../db/schema/index.js";
import { AppError } from "../../../http/app-error.js";

/** An item of this meeting's agenda; an item of any other meeting is not found. */
export async function loadAgendaItem(tx: Tx, meetingId: string, itemId: string) {
  const [item] = await tx
    .select()
    .from(agendaItems)
    .where(and(eq(agendaItems.id, itemId), eq(agendaItems.meetingId, meetingId)))
    .limit(1);
  if (!item) throw new AppError("notFound", "That agenda item was not found.");
  return item;
}

/** A sub-item's parent: a top-level item of the same agenda (sub-items go one level deep). */
export async function checkParent(
  tx: Tx,
  meetingId: string,
  parentId: string | null,
  itemId?: string,
): Promise<void> {
  if (parentId === null) return;
  const [parent] = await tx
    .select()
    .from(agendaItems)
    .where(and(eq(agendaItems.id, parentId), eq(agendaItems.meetingId, meetingId)))
    .limit(1);
  if (!parent)
    throw new AppError("badRequest", "The parent item is not on this agenda.", {
      fields: { parentId: "Choose an item of this agenda." },
    });
  if (parent.parentId !== null)
    throw new AppError("badRequest", "Sub-items go one level deep (1.1), not deeper.", {
      fields: { parentId: "Choose a top-level item." },
    });
  if (itemId && parent.id === itemId)
    throw new AppError("badRequest", "An item cannot be its own parent.");
}

export async function nextSubItemPosition(tx: Tx, parentId: string): Promise<number> {
  const [{ last } = { last: 0 }] = await tx
    .select({ last: max(agendaItems.position) })
    .from(agendaItems)
    .where(eq(agendaItems.parentId, parentId));
  return (last ?? 0) + 1;
}
