import { accessFlagsFor } from "../../common/access.js";
import type { OrganisationSummary } from "../../common/contracts/me.js";
import { defaultFeatureFlags } from "../../common/feature-flags.js";

/** An organisation as /api/me sends it, for the shell's unit tests: a board unless given a parent. */
export function testOrganisation(
  Id: string,
  Parent: string | null = null,
  AccessAllowed = true,
): OrganisationSummary {
  return {
    Id,
    Name: `Org ${Id}`,
    ShortName: Id,
    Status: "FreeTrial",
    TrialStartDate: null,
    TrialDurationInDays: null,
    TrialDaysLeft: null,
    IsAccountOwner: false,
    HasBillingInfo: false,
    IsOnboardingRequired: false,
    Parent,
    AccessAllowed,
    Role: "Director",
    RoleLabel: "Board Member",
    Tags: [],
    IsBoardMember: true,
    Entitlements: { FlyingMinutes: true, Reports: true },
    access: accessFlagsFor({
      role: "Director",
      accessAllowed: AccessAllowed,
      isCommittee: Parent !== null,
    }),
    Abilities: { createCommittee: false, createMeeting: false, manageLocations: false },
    featureFlags: defaultFeatureFlags,
  };
}
