import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { meetingLocations } from "../../../db/schema/index.js";

/** The organisation's locations, the default first: its zone is a new meeting's zone. */
export async function listLocations(db: DbOrTx, organisationId: string) {
  const rows = await db
    .select()
    .from(meetingLocations)
    .where(eq(meetingLocations.organisationId, organisationId))
    .orderBy(asc(meetingLocations.name));
  return rows.map((l) => ({
    Id: l.id,
    Name: l.name,
    Address: l.address,
    TimeZone: l.timeZone,
    IsDefault: l.isDefault,
  }));
}
