import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { organisations } from "../../db/schema/index.js";

/** The organisation's name, zone and settings: a request's dates and its signing rule. */
export async function organisationFacts(db: DbOrTx, organisationId: string) {
  const [row] = await db
    .select({
      name: organisations.name,
      timeZone: organisations.timeZone,
      settings: organisations.settings,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return row ?? { name: "", timeZone: "UTC", settings: {} };
}
