import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { buildAgendaBody } from "../../../../common/contracts/meetings.js";
import {
  bestPracticeTemplate,
  type TemplateItem,
  templateWithClosingLast,
} from "../../../../common/meetings/agenda.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db, Tx } from "../../../db/client.js";
import { agendaItems, agendaTemplates, meetings } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { lockMeetingForEdit, noteAgendaEdit } from "../meeting-guards.js";
import { agendaOutline } from "./agenda-outline.js";

type BuildAgenda = z.infer<typeof buildAgendaBody>;

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
        .select({ id: meetings.id })
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
      return agendaOutline(tx, source.id);
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
