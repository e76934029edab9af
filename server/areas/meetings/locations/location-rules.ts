import { and, eq, ne } from "drizzle-orm";
import { locationMessages } from "../../../../common/contracts/meeting-locations.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { DbOrTx } from "../../../db/client.js";
import { meetingLocations } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError, notFound } from "../../../http/app-error.js";

type LocationRow = typeof meetingLocations.$inferSelect;

/** The organisation's default location (but `except`), if any. */
export async function currentDefault(tx: DbOrTx, organisationId: string, except?: string) {
  const [row] = await tx
    .select()
    .from(meetingLocations)
    .where(
      and(
        eq(meetingLocations.organisationId, organisationId),
        eq(meetingLocations.isDefault, true),
        except ? ne(meetingLocations.id, except) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export function secondDefault(): AppError {
  return new AppError("conflict", locationMessages.secondDefault, {
    fields: { isDefault: locationMessages.secondDefault },
  });
}

/** One of this organisation's locations, locked for the write; any other is not found. */
export async function loadLocation(
  tx: DbOrTx,
  org: OrgActor,
  locationId: string,
): Promise<LocationRow> {
  const [row] = await tx
    .select()
    .from(meetingLocations)
    .where(
      and(
        eq(meetingLocations.id, locationId),
        eq(meetingLocations.organisationId, org.organisation.id),
      ),
    )
    .for("update");
  if (!row) throw notFound("That location");
  return row;
}

/** Every change to a location is audited with what it was and what it became. */
export function auditLocation(
  tx: DbOrTx,
  org: OrgActor,
  action: string,
  id: string,
  before?: unknown,
  after?: unknown,
) {
  return writeAudit(tx, {
    organisationId: org.organisation.id,
    actorPersonId: org.actor.personId,
    action,
    subjectType: "meetingLocation",
    subjectId: id,
    before,
    after,
  });
}
