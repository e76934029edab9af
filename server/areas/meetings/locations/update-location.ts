import { eq } from "drizzle-orm";
import {
  locationMessages,
  type MeetingLocationPatch,
} from "../../../../common/contracts/meeting-locations.js";
import type { Db } from "../../../db/client.js";
import { meetingLocations } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { auditLocation, loadLocation, secondDefault } from "./location-rules.js";

/** Renames, readdresses or rezones a location; the default moves only with makeDefaultLocation. */
export async function updateLocation(
  db: Db,
  org: OrgActor,
  locationId: string,
  patch: MeetingLocationPatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadLocation(tx, org, locationId);
    if (patch.isDefault === true && !row.isDefault) throw secondDefault();
    if (patch.isDefault === false && row.isDefault) {
      throw new AppError("conflict", locationMessages.keepOneDefault, {
        fields: { isDefault: locationMessages.keepOneDefault },
      });
    }
    const changes = {
      name: patch.name ?? row.name,
      address: patch.address === undefined ? row.address : patch.address || null,
      timeZone: patch.timeZone ?? row.timeZone,
    };
    await tx.update(meetingLocations).set(changes).where(eq(meetingLocations.id, row.id));
    await auditLocation(tx, org, "meetingLocation.update", row.id, row, { ...row, ...changes });
  });
}
