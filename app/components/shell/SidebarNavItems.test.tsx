// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accessFlagsFor } from "../../../common/access.js";
import type { OrganisationSummary } from "../../../common/contracts/me.js";
import { featureFlagNames } from "../../../common/feature-flags.js";
import { InRouter } from "../../test/in-router.js";
import { renderInApp } from "../../test/render.js";
import { SidebarNavItems } from "./SidebarNavItems.js";

function board(entitlements: OrganisationSummary["Entitlements"]): OrganisationSummary {
  return {
    Id: "o1",
    Name: "Harbour Trust",
    ShortName: "Harbour",
    Status: "Active",
    TrialStartDate: null,
    TrialDurationInDays: null,
    TrialDaysLeft: null,
    IsAccountOwner: false,
    HasBillingInfo: false,
    IsOnboardingRequired: false,
    Parent: null,
    AccessAllowed: true,
    Role: "Director",
    RoleLabel: "Board Member",
    Tags: [],
    IsBoardMember: true,
    Entitlements: entitlements,
    access: accessFlagsFor({ role: "Director", accessAllowed: true, isCommittee: false }),
    Abilities: { createCommittee: false, createMeeting: false, manageLocations: false },
    featureFlags: Object.fromEntries(
      featureFlagNames.map((f) => [f, false]),
    ) as OrganisationSummary["featureFlags"],
  };
}

describe("the sidebar's Between Meetings item", () => {
  it("shows the upgrade icon when the plan lacks flying minutes or reports, and not otherwise", async () => {
    const { unmount } = renderInApp(
      <InRouter>
        <SidebarNavItems
          org={board({ FlyingMinutes: false, Reports: true })}
          collapsed={false}
          onNavigate={() => {}}
        />
      </InRouter>,
    );
    expect(
      await screen.findByRole("img", { name: "Upgrade needed for part of this area" }),
    ).toBeTruthy();
    unmount();
    renderInApp(
      <InRouter>
        <SidebarNavItems
          org={board({ FlyingMinutes: true, Reports: true })}
          collapsed={false}
          onNavigate={() => {}}
        />
      </InRouter>,
    );
    expect(await screen.findByText("Between Meetings")).toBeTruthy();
    expect(screen.queryByRole("img", { name: "Upgrade needed for part of this area" })).toBeNull();
  });
});
