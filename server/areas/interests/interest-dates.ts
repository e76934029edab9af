import { utcToZoned } from "../../../common/zoned-time.js";
import type { DbOrTx } from "../../db/client.js";
import { organisationTimeZone } from "../organisations/organisation-zone.js";

/** Today's date (YYYY-MM-DD) where the organisation is, since "past" is its calendar, not the server's. */
export async function organisationToday(
  db: DbOrTx,
  organisationId: string,
  now: Date = new Date(),
): Promise<string> {
  return utcToZoned(now, await organisationTimeZone(db, organisationId)).date;
}

/** An interest stays current through its end date; it becomes past the day after. */
export function isCurrentInterest(endsOn: string | null, today: string): boolean {
  return endsOn === null || endsOn >= today;
}
