import { asc, eq } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { agendaItems, agendaTemplates, meetings } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";

/** Saves a meeting's agenda (titles, types, durations, sections) as the organisation's template. */
export async function saveAgendaAsTemplate(
  db: Db,
  org: OrgActor,
  meetingId: string,
  name: string,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [m] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).limit(1);
    if (!m) throw new AppError("notFound", "That meeting was not found.");
    const items = await tx
      .select()
      .from(agendaItems)
      .where(eq(agendaItems.meetingId, meetingId))
      .orderBy(asc(agendaItems.position));
    if (items.length === 0)
      throw new AppError("conflict", "This meeting has no agenda to save yet.");
    const top = items.filter((i) => i.parentId === null);
    const flat = top.flatMap((parent) => [
      {
        type: parent.type,
        title: parent.title,
        durationMinutes: parent.durationMinutes,
        isHeading: parent.isHeading,
        level: 0,
      },
      ...items
        .filter((c) => c.parentId === parent.id)
        .map((c) => ({
          type: c.type,
          title: c.title,
          durationMinutes: c.durationMinutes,
          isHeading: c.isHeading,
          level: 1,
        })),
    ]);
    const [row] = await tx
      .insert(agendaTemplates)
      .values({ organisationId: m.organisationId, name, items: flat })
      .returning({ id: agendaTemplates.id });
    if (!row) throw new Error("template insert returned nothing");
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "agendaTemplate.create",
      subjectType: "agendaTemplate",
      subjectId: row.id,
      after: { name, items: flat.length },
    });
    return { id: row.id };
  });
}

export async function listAgendaTemplates(db: DbOrTx, organisationId: string) {
  const rows = await db
    .select()
    .from(agendaTemplates)
    .where(eq(agendaTemplates.organisationId, organisationId))
    .orderBy(asc(agendaTemplates.name));
  return rows.map((t) => ({ Id: t.id, Name: t.name, ItemCount: t.items.length }));
}
