import { and, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.js";
import { type agendaItems, decisions } from "../../../db/schema/index.js";
import { AppError } from "../../../http/app-error.js";
import { loadAgendaItem } from "../agenda/agenda-items.js";
import { lockMeetingForEdit, type MeetingRow } from "../meeting-guards.js";
import { minutesStates } from "../policy.js";

/** Locks the meeting for a write to an item's minutes: once the agenda is published, until confirmed. */
export async function minutesItem(
  tx: Tx,
  meetingId: string,
  itemId: string,
): Promise<{ meeting: MeetingRow; item: typeof agendaItems.$inferSelect }> {
  const meeting = await lockMeetingForEdit(tx, meetingId);
  if (!minutesStates.has(meeting.state))
    throw new AppError("conflict", "Minutes can be written once the agenda is published.");
  return { meeting, item: await loadAgendaItem(tx, meetingId, itemId) };
}

/**
 * Corrections to what the minute taker recorded (a decision worded wrongly, an action added
 * by mistake, a conflict declared against the wrong person) while the minutes are still being
 * written. Confirmed minutes are locked; every correction is in the audit log.
 */
export async function openMinutes(tx: Tx, meetingId: string): Promise<MeetingRow> {
  const meeting = await lockMeetingForEdit(tx, meetingId);
  if (!minutesStates.has(meeting.state))
    throw new AppError(
      "conflict",
      "What the minutes record can be changed only while they are being written; confirmed minutes are locked.",
    );
  return meeting;
}

/** A decision recorded at this meeting; one of any other meeting is not found. */
export async function decisionOf(tx: Tx, meetingId: string, decisionId: string) {
  const [row] = await tx
    .select()
    .from(decisions)
    .where(and(eq(decisions.id, decisionId), eq(decisions.meetingId, meetingId)))
    .limit(1);
  if (!row) throw new AppError("notFound", "That decision was not found in this meeting.");
  return row;
}
