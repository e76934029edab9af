import type { MeetingState } from "../../../common/meetings/meeting-state.js";
import type { Db } from "../../db/client.js";
import { decisions, meetings } from "../../db/schema/index.js";

type NewDecision = Partial<typeof decisions.$inferInsert> & { title: string; decidedOn: string };

/** A meeting in a chosen state, for tests that need a decision's source without its minutes. */
export async function insertMeeting(
  db: Db,
  organisationId: string,
  title: string,
  state: MeetingState,
): Promise<string> {
  const [meeting] = await db
    .insert(meetings)
    .values({
      organisationId,
      title,
      state,
      startTime: new Date("2026-03-03T05:00:00Z"),
      endTime: new Date("2026-03-03T07:00:00Z"),
      timeZone: "Pacific/Auckland",
    })
    .returning({ id: meetings.id });
  if (!meeting) throw new Error("no meeting");
  return meeting.id;
}

/** Decisions written straight to the table, as the meetings area records them. */
export async function insertDecisions(
  db: Db,
  organisationId: string,
  rows: NewDecision[],
): Promise<string[]> {
  const inserted = await db
    .insert(decisions)
    .values(
      rows.map((r) => ({
        source: "minutes" as const,
        outcome: "Approved" as const,
        ...r,
        organisationId,
      })),
    )
    .returning({ id: decisions.id });
  return inserted.map((r) => r.id);
}
