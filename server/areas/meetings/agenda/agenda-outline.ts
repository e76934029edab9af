import { asc, eq } from "drizzle-orm";
import type { TemplateItem } from "../../../../common/meetings/agenda.js";
import type { DbOrTx } from "../../../db/client.js";
import { agendaItems } from "../../../db/schema/index.js";

/**
 * A meeting's agenda as a template keeps it: each top-level item followed by its sub-items,
 * titles, types, durations and sections only (what cloning and "save as template" copy).
 */
export async function agendaOutline(db: DbOrTx, meetingId: string): Promise<TemplateItem[]> {
  const items = await db
    .select()
    .from(agendaItems)
    .where(eq(agendaItems.meetingId, meetingId))
    .orderBy(asc(agendaItems.position));
  const outlined = (item: (typeof items)[number], level: 0 | 1): TemplateItem => ({
    type: item.type,
    title: item.title,
    durationMinutes: item.durationMinutes,
    isHeading: item.isHeading,
    level,
  });
  return items
    .filter((i) => i.parentId === null)
    .flatMap((parent) => [
      outlined(parent, 0),
      ...items.filter((c) => c.parentId === parent.id).map((c) => outlined(c, 1)),
    ]);
}
