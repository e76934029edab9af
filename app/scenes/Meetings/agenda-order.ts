import { closingBlocksLast } from "../../../common/meetings/agenda.js";

/**
 * The agenda's order as the server takes it (PUT …/agenda/order): every item once, in
 * reading order, each with its parent. Items go one level deep (1, 1.1), so the agenda is
 * a list of top-level blocks, each with its sub-items. `closes` marks the Close Meeting item,
 * whose block the server keeps last, so no move here puts anything after it.
 */
export type OrderEntry = { id: string; parentId: string | null; closes?: boolean };
export type MoveDirection = "up" | "down";
export type DropPlace = "before" | "after";

type Block = { id: string; children: string[] };

function toBlocks(items: readonly OrderEntry[]): Block[] {
  const blocks: Block[] = items
    .filter((i) => i.parentId === null)
    .map((i) => ({ id: i.id, children: [] }));
  for (const item of items) {
    if (item.parentId === null) continue;
    const parent = blocks.find((b) => b.id === item.parentId);
    // An item whose parent is missing stays in the list rather than being lost.
    if (parent) parent.children.push(item.id);
    else blocks.push({ id: item.id, children: [] });
  }
  return blocks;
}

function fromBlocks(blocks: readonly Block[]): OrderEntry[] {
  return blocks.flatMap((b) => [
    { id: b.id, parentId: null },
    ...b.children.map((id) => ({ id, parentId: b.id })),
  ]);
}

function sameOrder(a: readonly OrderEntry[], b: readonly OrderEntry[]): boolean {
  return (
    a.length === b.length && a.every((x, i) => x.id === b[i]?.id && x.parentId === b[i]?.parentId)
  );
}

/** The order changed, or null when the move changes nothing (so the caller sends nothing). */
function changed(before: readonly OrderEntry[], blocks: readonly Block[]): OrderEntry[] | null {
  const closing = new Set(before.filter((e) => e.closes).map((e) => e.id));
  const settled = closingBlocksLast(
    blocks,
    (b) => closing.has(b.id) || b.children.some((c) => closing.has(c)),
  );
  const after = fromBlocks(settled);
  return sameOrder(before, after) ? null : after;
}

function swap<T>(list: T[], i: number, j: number): void {
  const a = list[i];
  const b = list[j];
  if (a === undefined || b === undefined) return;
  list[i] = b;
  list[j] = a;
}

/**
 * One keyboard step. A top-level item moves past its neighbour with its sub-items; a
 * sub-item moves among its siblings and, at either end, into the neighbouring section, so
 * every place can be reached without a mouse.
 */
export function moveItem(
  items: readonly OrderEntry[],
  id: string,
  direction: MoveDirection,
): OrderEntry[] | null {
  const blocks = toBlocks(items);
  const step = direction === "up" ? -1 : 1;
  const top = blocks.findIndex((b) => b.id === id);
  if (top >= 0) {
    if (top + step < 0 || top + step >= blocks.length) return null;
    swap(blocks, top, top + step);
    return changed(items, blocks);
  }
  const parentIndex = blocks.findIndex((b) => b.children.includes(id));
  const parent = blocks[parentIndex];
  if (!parent) return null;
  const index = parent.children.indexOf(id);
  const target = index + step;
  if (target >= 0 && target < parent.children.length) {
    swap(parent.children, index, target);
    return changed(items, blocks);
  }
  const neighbour = blocks[parentIndex + step];
  if (!neighbour) return null;
  parent.children.splice(index, 1);
  if (direction === "up") neighbour.children.push(id);
  else neighbour.children.unshift(id);
  return changed(items, blocks);
}

/**
 * A drop of one item on another row. A block with sub-items stays at the top level; a
 * single item takes the level of the row it lands on, and dropped just below a section
 * that has sub-items it becomes that section's first sub-item.
 */
export function dropItem(
  items: readonly OrderEntry[],
  draggedId: string,
  targetId: string,
  place: DropPlace,
): OrderEntry[] | null {
  if (draggedId === targetId) return null;
  const blocks = toBlocks(items);
  const dragged = blocks.find((b) => b.id === draggedId);
  if (dragged && dragged.children.length > 0) {
    if (dragged.children.includes(targetId)) return null;
    const anchorId = blocks.find((b) => b.id === targetId || b.children.includes(targetId))?.id;
    const rest = blocks.filter((b) => b.id !== draggedId);
    const anchor = rest.findIndex((b) => b.id === anchorId);
    if (anchor < 0) return null;
    rest.splice(place === "before" ? anchor : anchor + 1, 0, dragged);
    return changed(items, rest);
  }
  const rest = blocks
    .filter((b) => b.id !== draggedId)
    .map((b) => ({ id: b.id, children: b.children.filter((c) => c !== draggedId) }));
  const targetTop = rest.findIndex((b) => b.id === targetId);
  const target = rest[targetTop];
  if (target) {
    if (place === "before") rest.splice(targetTop, 0, { id: draggedId, children: [] });
    else if (target.children.length > 0) target.children.unshift(draggedId);
    else rest.splice(targetTop + 1, 0, { id: draggedId, children: [] });
    return changed(items, rest);
  }
  const parent = rest.find((b) => b.children.includes(targetId));
  if (!parent) return null;
  const index = parent.children.indexOf(targetId);
  parent.children.splice(place === "before" ? index : index + 1, 0, draggedId);
  return changed(items, rest);
}

/** An item given a new parent (or none) goes to the end of that group. */
export function reparentItem(
  items: readonly OrderEntry[],
  id: string,
  parentId: string | null,
): OrderEntry[] | null {
  const blocks = toBlocks(items);
  const own = blocks.find((b) => b.id === id);
  // A block with sub-items cannot itself become a sub-item (one level only).
  if (own && own.children.length > 0 && parentId !== null) return null;
  const rest = blocks
    .filter((b) => b.id !== id)
    .map((b) => ({ id: b.id, children: b.children.filter((c) => c !== id) }));
  if (parentId === null) {
    rest.push({ id, children: [] });
    return changed(items, rest);
  }
  const parent = rest.find((b) => b.id === parentId);
  if (!parent) return null;
  parent.children.push(id);
  return changed(items, rest);
}
