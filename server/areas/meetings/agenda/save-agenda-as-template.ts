import { eq } from "drizzle-orm";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { agendaTemplates, meetings } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { agendaOutline } from "./agenda-outline.js";

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
    const flat = await agendaOutline(tx, meetingId);
    if (flat.length === 0)
      throw new AppError("conflict", "This meeting has no agenda to save yet.");
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
