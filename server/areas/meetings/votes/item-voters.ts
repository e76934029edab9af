import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.js";
import { itemConflicts, meetingAttendees } from "../../../db/schema/index.js";
import { AppError } from "../../../http/app-error.js";

/**
 * An item's voters: the board members marked present at its meeting who have not left, less
 * anyone who declared a conflict on the item.
 */
export async function itemVoters(tx: Tx, meetingId: string, itemId: string): Promise<string[]> {
  const attendees = await tx
    .select()
    .from(meetingAttendees)
    .where(eq(meetingAttendees.meetingId, meetingId));
  const conflicted = new Set(
    (await tx.select().from(itemConflicts).where(eq(itemConflicts.agendaItemId, itemId))).map(
      (c) => c.personId,
    ),
  );
  const voters = attendees.flatMap((a) =>
    a.personId &&
    a.isVotingMember &&
    a.status === "present" &&
    !a.departed &&
    !conflicted.has(a.personId)
      ? [a.personId]
      : [],
  );
  if (voters.length === 0)
    throw new AppError(
      "conflict",
      "No board member is marked present to vote. Record attendance first.",
    );
  return voters;
}
