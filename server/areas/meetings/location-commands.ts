import { and, asc, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import {
  locationMessages,
  type MeetingLocationPatch,
} from "../../../common/contracts/meeting-locations.js";
import type { meetingLocationBody } from "../../../common/contracts/meetings.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { meetingLocations } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError, notFound } from "../../http/app-error.js";

type NewLocation = z.infer<typeof meetingLocationBody>;
type LocationRow = typeof meetingLocations.$inferSelect;

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

async function currentDefault(tx: DbOrTx, organisationId: string, except?: string) {
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

function secondDefault(): AppError {
  return new AppError("conflict", locationMessages.secondDefault, {
    fields: { isDefault: locationMessages.secondDefault },
  });
}

async function loadLocation(tx: DbOrTx, org: OrgActor, locationId: string): Promise<LocationRow> {
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

function audit(
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
    await audit(tx, org, "meetingLocation.add", row.id, undefined, row);
    return row.id;
  });
}

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
    await audit(tx, org, "meetingLocation.update", row.id, row, { ...row, ...changes });
  });
}

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
    await audit(
      tx,
      org,
      "meetingLocation.makeDefault",
      row.id,
      { defaultLocationId: previous?.id ?? null },
      { defaultLocationId: row.id },
    );
  });
}

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
    await audit(tx, org, "meetingLocation.delete", row.id, row);
  });
}
