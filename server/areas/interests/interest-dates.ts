import { eq } from "drizzle-orm";
import { utcToZoned } from "../../../common/zoned-time.js";
import type { DbOrTx } from "../../db/client.js";
import { organisations } from "../../db/schema/index.js";

/** Today's date (YYYY-MM-DD) where the organisation is, since "past" is its calendar, not the server's. */
export async function organisationToday(
  db: DbOrTx,
  organisationId: string,
  now: Date = new Date(),
): Promise<string> {
  const [org] = await db
    .select({ timeZone: organisations.timeZone })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return utcToZoned(now, org?.timeZone ?? "UTC").date;
}

/** An interest stays current through its end date; it becomes past the day after. */
export function isCurrentInterest(endsOn: string | null, today: string): boolean {
  return endsOn === null || endsOn >= today;
}
