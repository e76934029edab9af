import { and, asc, eq, inArray, max } from "drizzle-orm";
import { quorumNeeded, quorumReached } from "../../../common/meetings/vote-math.js";
import { readOrganisationRules } from "../../../common/organisation-settings.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db, DbOrTx, Tx } from "../../db/client.js";
import {
  agendaItems,
  meetingAttendees,
  memberships,
  organisations,
  people,
} from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { lockMeetingForEdit } from "./meeting-guards.js";
import { mayMoveMotions } from "./motion-people.js";

/** At creation everyone with access is expected, the chair first, then by surname. */
export async function seedAttendees(
  tx: Tx,
  meetingId: string,
  organisationId: string,
): Promise<void> {
  const rows = await tx
    .select({
      personId: memberships.personId,
      role: memberships.role,
      isBoardMember: memberships.isBoardMember,
      last: people.lastName,
      first: people.firstName,
    })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.accessAllowed, true)))
    .orderBy(asc(people.lastName), asc(people.firstName));
  const ordered = [
    ...rows.filter((r) => r.role === "Chairman"),
    ...rows.filter((r) => r.role !== "Chairman"),
  ];
  if (ordered.length === 0) return;
  await tx.insert(meetingAttendees).values(
    ordered.map((r, i) => ({
      meetingId,
      personId: r.personId,
      isVotingMember: r.isBoardMember,
      position: i + 1,
    })),
  );
}

export type Quorum = {
  members: number;
  present: number;
  needed: number;
  reached: boolean;
  percentage: number;
};

type AttendeeRow = typeof meetingAttendees.$inferSelect;

/** Voting members count towards quorum; present means marked present and not departed. */
export function computeQuorum(attendees: readonly AttendeeRow[], percentage: number): Quorum {
  const members = attendees.filter((a) => a.isVotingMember && !a.isGuest);
  const present = members.filter((a) => a.status === "present" && !a.departed).length;
  return {
    members: members.length,
    present,
    needed: quorumNeeded(members.length, percentage),
    reached: quorumReached({ members: members.length, present, quorumPercentage: percentage }),
    percentage,
  };
}

export async function loadAttendance(db: DbOrTx, meetingId: string, organisationId: string) {
  const rows = await db
    .select({ a: meetingAttendees, first: people.firstName, last: people.lastName })
    .from(meetingAttendees)
    .leftJoin(people, eq(people.id, meetingAttendees.personId))
    .where(eq(meetingAttendees.meetingId, meetingId))
    .orderBy(asc(meetingAttendees.position));
  const [org] = await db
    .select({ settings: organisations.settings })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  const rules = readOrganisationRules(org?.settings);
  return {
    attendees: rows.map(({ a, first, last }) => ({
      Id: a.id,
      PersonId: a.personId,
      Name: a.isGuest ? (a.guestName ?? "Guest") : `${first ?? ""} ${last ?? ""}`.trim(),
      IsGuest: a.isGuest,
      IsVotingMember: a.isVotingMember,
      Status: a.status,
      Rsvp: a.rsvp,
      Note: a.note,
      Departed: a.departed,
      MayMoveMotions: mayMoveMotions(a),
      ArrivedAtItemId: a.arrivedAtItemId,
      DepartedAtItemId: a.departedAtItemId,
    })),
    quorum: computeQuorum(
      rows.map((r) => r.a),
      rules.meetingQuorumPercentage,
    ),
  };
}

export type AttendancePatch = {
  status?: AttendeeRow["status"];
  note?: string | null;
  departed?: boolean;
  arrivedAtItemId?: string | null;
  departedAtItemId?: string | null;
};

const chooseItem = "Choose an item of this meeting's agenda.";

/** Arrival and departure points must be items of this meeting; every other id is refused alike. */
async function assertMeetingItems(
  tx: Tx,
  meetingId: string,
  named: Record<string, string | null | undefined>,
): Promise<void> {
  const ids = Object.values(named).filter((id): id is string => Boolean(id));
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: agendaItems.id })
    .from(agendaItems)
    .where(and(eq(agendaItems.meetingId, meetingId), inArray(agendaItems.id, ids)));
  const known = new Set(found.map((row) => row.id));
  const fields = Object.fromEntries(
    Object.entries(named)
      .filter(([, id]) => id && !known.has(id))
      .map(([field]) => [field, chooseItem]),
  );
  if (Object.keys(fields).length > 0) throw new AppError("badRequest", chooseItem, { fields });
}

export async function updateAttendee(
  db: Db,
  org: OrgActor,
  meetingId: string,
  attendeeId: string,
  patch: AttendancePatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    const [before] = await tx
      .select()
      .from(meetingAttendees)
      .where(and(eq(meetingAttendees.id, attendeeId), eq(meetingAttendees.meetingId, meetingId)))
      .limit(1);
    if (!before) throw new AppError("notFound", "That attendee is not on this meeting.");
    await assertMeetingItems(tx, meetingId, {
      arrivedAtItemId: patch.arrivedAtItemId,
      departedAtItemId: patch.departedAtItemId,
    });
    const departing =
      patch.departed === true ||
      (patch.departedAtItemId !== undefined && patch.departedAtItemId !== null);
    const [after] = await tx
      .update(meetingAttendees)
      .set({ ...patch, departed: patch.departed ?? (departing ? true : before.departed) })
      .where(eq(meetingAttendees.id, attendeeId))
      .returning();
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "attendance.update",
      subjectType: "meetingAttendee",
      subjectId: attendeeId,
      before,
      after,
    });
  });
}

export async function addGuest(
  db: Db,
  org: OrgActor,
  meetingId: string,
  name: string,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    const [{ last } = { last: 0 }] = await tx
      .select({ last: max(meetingAttendees.position) })
      .from(meetingAttendees)
      .where(eq(meetingAttendees.meetingId, meetingId));
    const [row] = await tx
      .insert(meetingAttendees)
      .values({
        meetingId,
        isGuest: true,
        guestName: name,
        position: (last ?? 0) + 1,
        status: "present",
      })
      .returning();
    if (!row) throw new Error("guest insert returned nothing");
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "attendance.addGuest",
      subjectType: "meetingAttendee",
      subjectId: row.id,
      after: row,
    });
    return { id: row.id };
  });
}

/**
 * The attendance list in a new order (the minutes list people in it: chair first, then as
 * the secretary chooses). The order must name every attendee once, so a list that changed
 * meanwhile (a guest added) is refused rather than half applied.
 */
export async function reorderAttendees(
  db: Db,
  org: OrgActor,
  meetingId: string,
  attendeeIds: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await lockMeetingForEdit(tx, meetingId);
    const rows = await tx
      .select({ id: meetingAttendees.id })
      .from(meetingAttendees)
      .where(eq(meetingAttendees.meetingId, meetingId));
    const known = new Set(rows.map((r) => r.id));
    if (
      new Set(attendeeIds).size !== attendeeIds.length ||
      attendeeIds.length !== known.size ||
      attendeeIds.some((id) => !known.has(id))
    )
      throw new AppError(
        "conflict",
        "The attendance list changed while you were reordering it. Reload and try again.",
      );
    for (const [i, id] of attendeeIds.entries())
      await tx
        .update(meetingAttendees)
        .set({ position: i + 1 })
        .where(eq(meetingAttendees.id, id));
    await writeAudit(tx, {
      organisationId: m.organisationId,
      actorPersonId: org.actor.personId,
      action: "attendance.reorder",
      subjectType: "meeting",
      subjectId: meetingId,
      after: { attendeeIds },
    });
  });
}
