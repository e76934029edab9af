import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { agendaChanges, meetings } from "../../db/schema/index.js";
import { AppError, notFound } from "../../http/app-error.js";
import { requestPackBuild } from "./pack/request-pack-build.js";
import { type MeetingFacts, recordLock } from "./policy.js";

export type MeetingRow = typeof meetings.$inferSelect;

const lockMessages = {
  confirmed:
    "This meeting's minutes are confirmed and locked. An administrator, chair or secretary can reverse the confirmation first.",
  cancelled: "This meeting was cancelled.",
} as const;

/** Refuses a change to a meeting whose record is locked (confirmed minutes, or cancelled). */
export function refuseIfLocked(meeting: MeetingFacts): void {
  const lock = recordLock(meeting);
  if (lock) throw new AppError("conflict", lockMessages[lock]);
}

/** Loads a meeting for a write, holding its row lock for the transaction. Confirmed minutes are locked. */
export async function lockMeetingForEdit(tx: Tx, meetingId: string): Promise<MeetingRow> {
  const [m] = await tx
    .select()
    .from(meetings)
    .where(eq(meetings.id, meetingId))
    .for("update")
    .limit(1);
  if (!m) throw notFound("That meeting");
  refuseIfLocked(m);
  return m;
}

/**
 * After an agenda edit: a meeting without an agenda gets one (No Agenda → Draft
 * Agenda), and a published agenda records the change and asks to be republished.
 */
export async function noteAgendaEdit(
  tx: Tx,
  meeting: MeetingRow,
  personId: string,
  summary: string,
): Promise<void> {
  if (meeting.state === "PreAgenda") {
    await tx
      .update(meetings)
      .set({ state: "Draft", updatedAt: new Date(), version: sql`${meetings.version} + 1` })
      .where(eq(meetings.id, meeting.id));
    return;
  }
  if (meeting.agendaPublishedAt) {
    await tx.insert(agendaChanges).values({ meetingId: meeting.id, personId, summary });
    await requestPackBuild(tx, meeting.id);
    await tx
      .update(meetings)
      .set({
        agendaChangedSincePublish: true,
        updatedAt: new Date(),
        version: sql`${meetings.version} + 1`,
      })
      .where(eq(meetings.id, meeting.id));
  }
}
