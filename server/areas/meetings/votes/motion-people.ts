import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { meetingAttendees } from "../../../db/schema/index.js";
import { AppError } from "../../../http/app-error.js";
import type { MotionPeople } from "../../votes/vote-context.js";

type Attendee = typeof meetingAttendees.$inferSelect;

/**
 * Who may move or second a motion: a member of the meeting who is present. A guest is not
 * a member, and someone recorded as having left is no longer present.
 */
export function mayMoveMotions(a: Pick<Attendee, "personId" | "isGuest" | "status" | "departed">) {
  return a.personId !== null && !a.isGuest && a.status === "present" && !a.departed;
}

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
