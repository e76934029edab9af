import { eq } from "drizzle-orm";
import { readOrganisationRules } from "../../../common/organisation-settings.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { annotations, meetings, organisations } from "../../db/schema/index.js";

export const destroyMeetingAnnotationsJob = "annotations.destroyForMeeting";

/**
 * The annotations.destroyForMeeting job, queued when a meeting's minutes are confirmed: where
 * the organisation asks for it (autoDeleteAnnotations), every note on the meeting's papers and
 * pack is destroyed, and the audit records how many, never what they said.
 */
export function destroyMeetingAnnotationsHandler(db: Db) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const meetingId = String(payload.meetingId);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          organisationId: meetings.organisationId,
          state: meetings.state,
          settings: organisations.settings,
        })
        .from(meetings)
        .innerJoin(organisations, eq(organisations.id, meetings.organisationId))
        .where(eq(meetings.id, meetingId))
        .limit(1)
        .for("update", { of: meetings });
      // Confirmation reversed meanwhile, or the setting off: the notes stay.
      if (row?.state !== "Complete") return;
      if (!readOrganisationRules(row.settings).autoDeleteAnnotations) return;
      const destroyed = await tx
        .delete(annotations)
        .where(eq(annotations.meetingId, meetingId))
        .returning({ id: annotations.id });
      await writeAudit(tx, {
        organisationId: row.organisationId,
        actorPersonId: null,
        action: "annotations.destroy",
        subjectType: "meeting",
        subjectId: meetingId,
        after: { count: destroyed.length, reason: "minutes confirmed" },
      });
    });
  };
}
