import { and, asc, eq, max } from "drizzle-orm";
import type { z } from "zod";
import type {
  agendaItemBody,
  agendaItemPatch,
  buildAgendaBody,
  reorderBody,
} from "../../../common/contracts/meetings.js";
import {
  bestPracticeTemplate,
  type TemplateItem,
  templateWithClosingLast,
} from "../../../common/meetings/agenda.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, Tx } from "../../db/client.js";
import { agendaItems, agendaTemplates, meetings } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { orderWithClosingLast, placeClosingLast } from "./agenda-placement.js";
import { lockMeetingForEdit, noteAgendaEdit } from "./meeting-guards.js";
import { descriptionToStore } from "./minutes-text.js";

type BuildAgenda = z.infer<typeof buildAgendaBody>;
type NewItem = z.infer<typeof agendaItemBody>;
type ItemPatch = z.infer<typeof agendaItemPatch>;

async function templateItems(tx: Tx, org: OrgActor, input: BuildAgenda): Promise<TemplateItem[]> {
  switch (input.source) {
    case "blank":
      return [];
    case "bestPractice":
      return bestPracticeTemplate;
    case "template": {
      const [t] = await tx
        .select()
        .from(agendaTemplates)
        .where(
          and(
            eq(agendaTemplates.id, input.templateId),
            eq(agendaTemplates.organisationId, org.organisation.id),
          ),
        )
        .limit(1);
      if (!t) throw new AppError("notFound", "That agenda template was not found.");
      return t.items.map((i) => ({ ...i, level: i.level === 1 ? 1 : 0 }));
    }
    case "clone": {
      const [source] = await tx
        .select()
        .from(meetings)
        .where(
          and(
            eq(meetings.id, input.fromMeetingId),
            eq(meetings.organisationId, org.organisation.id),
          ),
        )
        .limit(1);
      if (!source)
        throw new AppError("notFound", "That meeting was not found in this organisation.");
      const items = await tx
        .select()
        .from(agendaItems)
        .where(eq(agendaItems.meetingId, source.id))
        .orderBy(asc(agendaItems.position));
      const top = items.filter((i) => i.parentId === null);
      return top.flatMap((parent) => [
        {
          type: parent.type,
          title: parent.title,
          durationMinutes: parent.durationMinutes,
          isHeading: parent.isHeading,
          level: 0 as const,
        },
        ...items
          .filter((c) => c.parentId === parent.id)
          .map((c) => ({
            type: c.type,
            title: c.title,
            durationMinutes: c.durationMinutes,
            isHeading: c.isHeading,
            level: 1 as const,
          })),
      ]);
    }
  }
}

/** Starts an agenda from the best-practice template, a saved template, a previous meeting, or blank. */
export async function buildAgenda(
  db: Db,
  org: OrgActor,
  meetingId: string,
  input: BuildAgenda,
): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    const [existing] = await tx
      .select({ id: agendaItems.id })
      .from(agendaItems)
      .where(eq(agendaItems.meetingId, meetingId))
      .limit(1);
    if (existing)
      throw new AppError("conflict", "This meeting already has an agenda. Edit its items instead.");
    // A saved template or a cloned agenda may have Close Meeting in the middle.
    const items = templateWithClosingLast(await templateItems(tx, org, input));
    let parentId: string | null = null;
    let topPosition = 0;
    let childPosition = 0;
    for (const item of items) {
      const isChild: boolean = item.level === 1 && parentId !== null;
      const [row]: Array<{ id: string }> = await tx
        .insert(agendaItems)
        .values({
          meetingId,
          parentId: isChild ? parentId : null,
          position: isChild ? ++childPosition : ++topPosition,
          type: item.type,
          isHeading: item.isHeading,
          title: item.title,
          durationMinutes: item.durationMinutes,
        })
        .returning({ id: agendaItems.id });
      if (!isChild) {
        parentId = row?.id ?? null;
        childPosition = 0;
      }
    }
    await noteAgendaEdit(tx, m, org.actor.personId, "Built the agenda");
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "agenda.build",
      subjectType: "meeting",
      subjectId: meetingId,
      after: { source: input.source, items: items.length },
    });
  });
}

async function checkParent(
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

async function nextSubItemPosition(tx: Tx, parentId: string): Promise<number> {
  const [{ last } = { last: 0 }] = await tx
    .select({ last: max(agendaItems.position) })
    .from(agendaItems)
    .where(eq(agendaItems.parentId, parentId));
  return (last ?? 0) + 1;
}

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
      .values({ meetingId, ...descriptionToStore(input), position })
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

async function loadItem(tx: Tx, meetingId: string, itemId: string) {
  const [item] = await tx
    .select()
    .from(agendaItems)
    .where(and(eq(agendaItems.id, itemId), eq(agendaItems.meetingId, meetingId)))
    .limit(1);
  if (!item) throw new AppError("notFound", "That agenda item was not found.");
  return item;
}

export async function updateAgendaItem(
  db: Db,
  org: OrgActor,
  meetingId: string,
  itemId: string,
  patch: ItemPatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    const before = await loadItem(tx, meetingId, itemId);
    if (patch.parentId !== undefined) await checkParent(tx, meetingId, patch.parentId, itemId);
    const [after] = await tx
      .update(agendaItems)
      .set({ ...descriptionToStore(patch), updatedAt: new Date() })
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

export async function deleteAgendaItem(
  db: Db,
  org: OrgActor,
  meetingId: string,
  itemId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    const before = await loadItem(tx, meetingId, itemId);
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
