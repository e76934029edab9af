import type { Db } from "../../db/client.js";
import { owningOrganisation } from "../../db/owning-organisation.js";
import { meetings } from "../../db/schema/index.js";
import { organisationRoute } from "../../http/route-access.js";
import { can, type MeetingAction } from "./policy.js";

const meetingOrganisation = owningOrganisation("meeting", meetings, meetings);

/** For routes addressed by ":meetingId" (meetings, actions): the meeting's organisation decides access. */
export async function organisationOfMeeting(
  db: Db,
  params: Record<string, string | undefined>,
): Promise<string | undefined> {
  return params.meetingId ? meetingOrganisation(db, params.meetingId) : undefined;
}

/** A route on /api/organisations/:orgId/…, checked against the meetings policy. */
export const meetingsOfOrganisation = (action: MeetingAction) =>
  organisationRoute("meetings", can, action);

/** A route on /api/meetings/:meetingId/…: the meeting's organisation decides. */
export const meetingRoute = (action: MeetingAction) =>
  organisationRoute("meetings", can, action, organisationOfMeeting);
