import { and, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.js";
import { agendaItems, meetings } from "../../../db/schema/index.js";
import { AppError } from "../../../http/app-error.js";
import { refuseIfLocked } from "../meeting-guards.js";

/**
 * What confirming (or deferring) earlier minutes at a Confirm Minutes item needs, checked and
 * locked: this meeting in Draft Minutes, its Confirm Minutes item, and earlier minutes of the
 * same organisation still in review.
 */
export async function confirmingContext(
  tx: Tx,
  confirmingMeetingId: string,
  itemId: string,
  earlierMeetingId: string,
  doing: "Minutes are confirmed" | "Confirmation is deferred",
) {
  const [confirming] = await tx
    .select()
    .from(meetings)
    .where(eq(meetings.id, confirmingMeetingId))
    .for("update")
    .limit(1);
  if (!confirming) throw new AppError("notFound", "That meeting was not found.");
  refuseIfLocked(confirming);
  if (confirming.state !== "InProgress")
    throw new AppError(
      "conflict",
      `${doing} while this meeting's minutes are being drafted (Draft Minutes).`,
    );
  const [item] = await tx
    .select()
    .from(agendaItems)
    .where(and(eq(agendaItems.id, itemId), eq(agendaItems.meetingId, confirmingMeetingId)))
    .limit(1);
  if (item?.type !== "ConfirmMinutes")
    throw new AppError("badRequest", `${doing} through a Confirm Minutes item.`);
  const [earlier] = await tx
    .select()
    .from(meetings)
    .where(eq(meetings.id, earlierMeetingId))
    .for("update")
    .limit(1);
  if (!earlier || earlier.organisationId !== confirming.organisationId)
    throw new AppError("notFound", "Those minutes were not found in this organisation.");
  if (earlier.state !== "Review")
    throw new AppError(
      "conflict",
      `Only minutes in review can be confirmed; "${earlier.title}" is not.`,
    );
  if (earlier.startTime >= confirming.startTime)
    throw new AppError("badRequest", "Minutes are confirmed at a later meeting.");
  return { confirming, item, earlier };
}
