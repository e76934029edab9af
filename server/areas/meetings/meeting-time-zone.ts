import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { meetingLocations, organisations } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";
import { currentDefault } from "./locations/location-rules.js";

async function ownLocation(db: DbOrTx, organisationId: string, locationId: string) {
  const [location] = await db
    .select()
    .from(meetingLocations)
    .where(
      and(eq(meetingLocations.id, locationId), eq(meetingLocations.organisationId, organisationId)),
    )
    .limit(1);
  if (!location)
    throw new AppError("badRequest", "That location does not belong to this organisation.", {
      fields: { locationId: "Choose one of the organisation's locations." },
    });
  return location;
}

/** The meeting's zone: as chosen, else the location's, else the default location's, else the organisation's. */
export async function resolveTimeZone(
  db: DbOrTx,
  organisationId: string,
  locationId: string | null | undefined,
  chosen: string | undefined,
): Promise<string> {
  // Checked even when a zone is chosen: the location's name and address go into notices.
  const location = locationId ? await ownLocation(db, organisationId, locationId) : undefined;
  if (chosen) return chosen;
  if (location) return location.timeZone;
  const def = await currentDefault(db, organisationId);
  if (def) return def.timeZone;
  const [org] = await db
    .select({ tz: organisations.timeZone })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return org?.tz ?? "UTC";
}
