import { z } from "zod";

/** Spec §3 agenda item types. */
export const agendaItemTypes = [
  "Generic",
  "Vote",
  "ActionItems",
  "ConfirmMinutes",
  "InterestsRegister",
  "CloseMeeting",
] as const;
export const agendaItemTypeSchema = z.enum(agendaItemTypes);
export type AgendaItemType = z.infer<typeof agendaItemTypeSchema>;

export const agendaItemTypeLabels: Record<AgendaItemType, string> = {
  Generic: "Item",
  Vote: "Vote",
  ActionItems: "Action Items",
  ConfirmMinutes: "Confirm Minutes",
  InterestsRegister: "Interests Register",
  CloseMeeting: "Close Meeting",
};

export type TemplateItem = {
  type: AgendaItemType;
  title: string;
  durationMinutes: number;
  isHeading: boolean;
  level: 0 | 1;
};

/** The best-practice board agenda. */
export const bestPracticeTemplate: TemplateItem[] = [
  { type: "Generic", title: "Opening", durationMinutes: 0, isHeading: true, level: 0 },
  {
    type: "Generic",
    title: "Welcome, apologies and quorum",
    durationMinutes: 5,
    isHeading: false,
    level: 1,
  },
  {
    type: "InterestsRegister",
    title: "Interests Register",
    durationMinutes: 5,
    isHeading: false,
    level: 1,
  },
  {
    type: "ConfirmMinutes",
    title: "Confirm Minutes of the Previous Meeting",
    durationMinutes: 5,
    isHeading: false,
    level: 1,
  },
  { type: "ActionItems", title: "Action Items", durationMinutes: 10, isHeading: false, level: 1 },
  { type: "Generic", title: "Reports", durationMinutes: 0, isHeading: true, level: 0 },
  {
    type: "Generic",
    title: "Chief Executive's Report",
    durationMinutes: 20,
    isHeading: false,
    level: 1,
  },
  { type: "Generic", title: "Financial Report", durationMinutes: 15, isHeading: false, level: 1 },
  {
    type: "Generic",
    title: "Strategy and Decisions",
    durationMinutes: 0,
    isHeading: true,
    level: 0,
  },
  { type: "Vote", title: "Resolutions", durationMinutes: 15, isHeading: false, level: 1 },
  { type: "Generic", title: "General Business", durationMinutes: 10, isHeading: false, level: 0 },
  { type: "CloseMeeting", title: "Close Meeting", durationMinutes: 0, isHeading: false, level: 0 },
];

/**
 * The Close Meeting item ends the meeting, so its block (the item with its sub-items) stays
 * the last one: an item added, built from a template or clone, or moved after it lands before
 * it. Every other block keeps its order. A block closes the meeting when it or one of its
 * sub-items is a Close Meeting item (a "Closing" section with Close Meeting under it).
 */
export function closingBlocksLast<B>(blocks: readonly B[], isClosing: (block: B) => boolean): B[] {
  return [...blocks.filter((b) => !isClosing(b)), ...blocks.filter(isClosing)];
}

export function closesMeeting(types: readonly AgendaItemType[]): boolean {
  return types.includes("CloseMeeting");
}

/** A template's or clone's flat list (sub-items follow their item) with the closing block last. */
export function templateWithClosingLast(items: readonly TemplateItem[]): TemplateItem[] {
  const blocks: TemplateItem[][] = [];
  for (const item of items) {
    const current = blocks[blocks.length - 1];
    // A sub-item with no item before it is built as a top-level item, so it starts a block.
    if (item.level === 1 && current) current.push(item);
    else blocks.push([item]);
  }
  return closingBlocksLast(blocks, (block) => closesMeeting(block.map((i) => i.type))).flat();
}

export type NumberedItem = {
  id: string;
  parentId: string | null;
  position: number;
  durationMinutes: number;
};

/**
 * Numbers items 1, 1.1, 1.2, 2 … in position order and computes each item's
 * start time from the meeting start and the durations before it.
 */
export function numberAgenda<T extends NumberedItem>(
  items: readonly T[],
  meetingStart: Date,
): Array<T & { number: string; startsAt: Date }> {
  const top = items.filter((i) => i.parentId === null).sort((a, b) => a.position - b.position);
  const out: Array<T & { number: string; startsAt: Date }> = [];
  let minutes = 0;
  top.forEach((item, i) => {
    out.push({
      ...item,
      number: `${i + 1}`,
      startsAt: new Date(meetingStart.getTime() + minutes * 60_000),
    });
    minutes += item.durationMinutes;
    const children = items
      .filter((c) => c.parentId === item.id)
      .sort((a, b) => a.position - b.position);
    children.forEach((child, j) => {
      out.push({
        ...child,
        number: `${i + 1}.${j + 1}`,
        startsAt: new Date(meetingStart.getTime() + minutes * 60_000),
      });
      minutes += child.durationMinutes;
    });
  });
  return out;
}

/** When the meeting should close: start plus every item's duration. */
export function agendaCloseTime(items: readonly NumberedItem[], meetingStart: Date): Date {
  const total = items.reduce((sum, i) => sum + i.durationMinutes, 0);
  return new Date(meetingStart.getTime() + total * 60_000);
}
