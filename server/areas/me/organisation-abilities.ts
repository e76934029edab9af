import type { OrganisationAbilities } from "../../../common/contracts/me.js";
import type { OrgActor } from "../../http/actor.js";
import { can as canInMeetings } from "../meetings/policy.js";
import { can as canInOrganisation } from "../organisations/policy.js";

/**
 * What a member may do in an organisation before opening anything in it, asked of the same
 * policies the routes ask, so the client shows only what will work.
 */
export function organisationAbilities(org: OrgActor): OrganisationAbilities {
  return {
    createCommittee: canInOrganisation(org, "createCommittee"),
    createMeeting: canInMeetings(org, "create"),
    manageLocations: canInMeetings(org, "manageLocations"),
  };
}
