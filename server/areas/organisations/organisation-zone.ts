import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { organisations } from "../../db/schema/index.js";

/** The organisation's own clock: the zone its dates and times are read in. */
export async function organisationTimeZone(db: DbOrTx, organisationId: string): Promise<string> {
  const [org] = await db
    .select({ timeZone: organisations.timeZone })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return org?.timeZone ?? "UTC";
}
