import type { z } from "zod";
import type { meetingLocationBody } from "../../../../common/contracts/meetings.js";
import type { Db } from "../../../db/client.js";
import { meetingLocations } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { auditLocation, currentDefault, secondDefault } from "./location-rules.js";

type NewLocation = z.infer<typeof meetingLocationBody>;

/**
 * Exactly one default: the first location becomes it; asking for a second default is
 * refused (the default moves only with makeDefaultLocation).
 */
export async function addLocation(db: Db, org: OrgActor, input: NewLocation): Promise<string> {
  return db.transaction(async (tx) => {
    const existing = await currentDefault(tx, org.organisation.id);
    if (existing && input.isDefault) throw secondDefault();
    const [row] = await tx
      .insert(meetingLocations)
      .values({
        organisationId: org.organisation.id,
        name: input.name,
        address: input.address || null,
        timeZone: input.timeZone,
        isDefault: !existing,
      })
      .returning();
    if (!row) throw new Error("location insert returned nothing");
    await auditLocation(tx, org, "meetingLocation.add", row.id, undefined, row);
    return row.id;
  });
}
