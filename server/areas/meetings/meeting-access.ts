import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { meetings } from "../../db/schema/index.js";
import { organisationRoute } from "../../http/route-access.js";
import { can, type MeetingAction } from "./policy.js";

/** For routes addressed by ":meetingId" (meetings, actions): the meeting's organisation decides access. */
export async function organisationOfMeeting(
  db: Db,
  params: Record<string, string | undefined>,
): Promise<string | undefined> {
  if (!params.meetingId) return undefined;
  const [row] = await db
    .select({ organisationId: meetings.organisationId })
    .from(meetings)
    .where(eq(meetings.id, params.meetingId))
    .limit(1);
  return row?.organisationId;
}

/** A route on /api/organisations/:orgId/…, checked against the meetings policy. */
export const meetingsOfOrganisation = (action: MeetingAction) =>
  organisationRoute("meetings", can, action);

/** A route on /api/meetings/:meetingId/…: the meeting's organisation decides. */
export const meetingRoute = (action: MeetingAction) =>
  organisationRoute("meetings", can, action, organisationOfMeeting);
