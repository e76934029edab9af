import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { agendaTemplates } from "../../../db/schema/index.js";

/** The organisation's saved agenda templates, by name. */
export async function listAgendaTemplates(db: DbOrTx, organisationId: string) {
  const rows = await db
    .select()
    .from(agendaTemplates)
    .where(eq(agendaTemplates.organisationId, organisationId))
    .orderBy(asc(agendaTemplates.name));
  return rows.map((t) => ({ Id: t.id, Name: t.name, ItemCount: t.items.length }));
}
