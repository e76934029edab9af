import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { meetingAttendees, people } from "../../../db/schema/index.js";
import { AppError } from "../../../http/app-error.js";

type Attendee = typeof meetingAttendees.$inferSelect;

/**
 * Who may move or second a motion: a member of the meeting who is present. A guest is not
 * a member, and someone recorded as having left is no longer present.
 */
export function mayMoveMotions(a: Pick<Attendee, "personId" | "isGuest" | "status" | "departed">) {
  return a.personId !== null && !a.isGuest && a.status === "present" && !a.departed;
}

export type MotionPeople = { moverPersonId?: string | null; seconderPersonId?: string | null };

const notPresent = "Choose a member present at this meeting.";

/**
 * Refuses a mover or seconder who is not a member present at this meeting (400). The answer
 * is the same for a person elsewhere in the organisation, in another one, or nowhere, so an
 * id reveals nothing; the mover and the seconder are two different people.
 */
export async function checkMotionPeople(
  tx: DbOrTx,
  meetingId: string,
  named: MotionPeople,
): Promise<void> {
  const ids = [named.moverPersonId, named.seconderPersonId].filter((p): p is string => !!p);
  if (ids.length === 0) return;
  const rows = await tx
    .select()
    .from(meetingAttendees)
    .where(and(eq(meetingAttendees.meetingId, meetingId), inArray(meetingAttendees.personId, ids)));
  const present = new Set(rows.filter(mayMoveMotions).map((a) => a.personId));
  const fields: Record<string, string> = {};
  if (named.moverPersonId && !present.has(named.moverPersonId)) fields.moverPersonId = notPresent;
  if (named.seconderPersonId && !present.has(named.seconderPersonId))
    fields.seconderPersonId = notPresent;
  if (Object.keys(fields).length > 0)
    throw new AppError("badRequest", "The mover and seconder are members present at the meeting.", {
      fields,
    });
  if (named.moverPersonId && named.moverPersonId === named.seconderPersonId)
    throw new AppError("badRequest", "The mover and the seconder must be different people.", {
      fields: { seconderPersonId: "Choose someone other than the mover." },
    });
}

/** "Ana Smith", for the minute's sentence. */
export async function personNames(
  tx: DbOrTx,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: people.id, first: people.firstName, last: people.lastName })
    .from(people)
    .where(inArray(people.id, wanted));
  return new Map(rows.map((p) => [p.id, `${p.first} ${p.last}`]));
}
