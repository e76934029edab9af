import { asc, eq } from "drizzle-orm";
import {
  type AgendaItemType,
  closesMeeting,
  closingBlocksLast,
} from "../../../../common/meetings/agenda.js";
import type { Tx } from "../../../db/client.js";
import { agendaItems } from "../../../db/schema/index.js";

type Block = { id: string | null; position: number; types: AgendaItemType[] };

/** The meeting's top-level items in order, each with its own and its sub-items' types. */
async function topLevelBlocks(tx: Tx, meetingId: string): Promise<Block[]> {
  const rows = await tx
    .select({
      id: agendaItems.id,
      parentId: agendaItems.parentId,
      type: agendaItems.type,
      position: agendaItems.position,
    })
    .from(agendaItems)
    .where(eq(agendaItems.meetingId, meetingId))
    .orderBy(asc(agendaItems.position));
  return rows
    .filter((r) => r.parentId === null)
    .map((r) => ({
      id: r.id,
      position: r.position,
      types: [r.type, ...rows.filter((c) => c.parentId === r.id).map((c) => c.type)],
    }));
}

/**
 * Numbers the top-level items 1, 2, 3… with the closing block last (common/meetings/agenda.ts).
 * Given a new top-level item's type, it keeps a place for it and returns that position; the
 * caller inserts the item there.
 */
export async function placeClosingLast(
  tx: Tx,
  meetingId: string,
  adding?: { type: AgendaItemType },
): Promise<number> {
  const blocks = await topLevelBlocks(tx, meetingId);
  if (adding) blocks.push({ id: null, position: 0, types: [adding.type] });
  const ordered = closingBlocksLast(blocks, (b) => closesMeeting(b.types));
  let reserved = ordered.length;
  for (const [index, block] of ordered.entries()) {
    if (block.id === null) reserved = index + 1;
    else if (block.position !== index + 1)
      await tx
        .update(agendaItems)
        .set({ position: index + 1 })
        .where(eq(agendaItems.id, block.id));
  }
  return reserved;
}

/**
 * A complete new order (each item with its parent) with the closing block moved back to the
 * end if the order put something after it.
 */
export function orderWithClosingLast<E extends { id: string; parentId: string | null }>(
  entries: readonly E[],
  typeOf: ReadonlyMap<string, AgendaItemType>,
): E[] {
  const blocks = entries
    .filter((e) => e.parentId === null)
    .map((head) => [head, ...entries.filter((e) => e.parentId === head.id)]);
  const types = (block: E[]) => block.flatMap((e) => typeOf.get(e.id) ?? []);
  return closingBlocksLast(blocks, (block) => closesMeeting(types(block))).flat();
}
