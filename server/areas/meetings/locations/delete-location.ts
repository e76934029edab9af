import { and, eq, ne } from "drizzle-orm";
import { locationMessages } from "../../../../common/contracts/meeting-locations.js";
import type { Db } from "../../../db/client.js";
import { meetingLocations } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { auditLocation, loadLocation } from "./location-rules.js";

/** Meetings keep their own zone; they lose only the link to the place (the column is set null). */
export async function deleteLocation(db: Db, org: OrgActor, locationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadLocation(tx, org, locationId);
    if (row.isDefault) {
      const others = await tx
        .select({ id: meetingLocations.id })
        .from(meetingLocations)
        .where(
          and(
            eq(meetingLocations.organisationId, org.organisation.id),
            ne(meetingLocations.id, row.id),
          ),
        )
        .limit(1);
      if (others.length > 0) throw new AppError("conflict", locationMessages.deleteDefault);
    }
    await tx.delete(meetingLocations).where(eq(meetingLocations.id, row.id));
    await auditLocation(tx, org, "meetingLocation.delete", row.id, row);
  });
}
