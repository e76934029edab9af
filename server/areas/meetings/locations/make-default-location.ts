import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { meetingLocations } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { auditLocation, currentDefault, loadLocation } from "./location-rules.js";

/** Moves the default here in one transaction, so there is never none or two. */
export async function makeDefaultLocation(
  db: Db,
  org: OrgActor,
  locationId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadLocation(tx, org, locationId);
    if (row.isDefault) return;
    const previous = await currentDefault(tx, org.organisation.id, row.id);
    if (previous)
      await tx
        .update(meetingLocations)
        .set({ isDefault: false })
        .where(eq(meetingLocations.id, previous.id));
    await tx
      .update(meetingLocations)
      .set({ isDefault: true })
      .where(eq(meetingLocations.id, row.id));
    await auditLocation(
      tx,
      org,
      "meetingLocation.makeDefault",
      row.id,
      { defaultLocationId: previous?.id ?? null },
      { defaultLocationId: row.id },
    );
  });
}
