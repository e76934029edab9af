import { describe, expect, it } from "vitest";
import { testOrganisation as org } from "../../test-support/organisation-summary.js";
import { shellOrganisation } from "./shell-organisation.js";

const organisations = [org("committee", "board"), org("board"), org("other")];
const onPage = {
  organisations,
  pathname: "/meetings/other",
  routeOrgId: undefined,
  recordPage: false,
  current: "committee",
  shownRecord: null,
};

describe("shellOrganisation", () => {
  it("follows the organisation in the address", () => {
    const shown = shellOrganisation({ ...onPage, routeOrgId: "other" });
    expect(shown).toEqual({ selected: organisations[2], settled: true });
  });

  it("keeps the current one on a page of no organisation (My Home)", () => {
    const shown = shellOrganisation({ ...onPage, pathname: "/my-home" });
    expect(shown).toEqual({ selected: organisations[0], settled: true });
  });

  it("on a record's page, takes the organisation the record belongs to", () => {
    const shown = shellOrganisation({
      ...onPage,
      pathname: "/meeting/m1",
      recordPage: true,
      shownRecord: { path: "/meeting/m1", orgId: "board" },
    });
    expect(shown).toEqual({ selected: organisations[1], settled: true });
  });

  it("names no organisation until the record has loaded, nor after another record's", () => {
    const loading = shellOrganisation({ ...onPage, pathname: "/meeting/m2", recordPage: true });
    expect(loading.settled).toBe(false);
    const previous = shellOrganisation({
      ...onPage,
      pathname: "/meeting/m2",
      recordPage: true,
      shownRecord: { path: "/meeting/m1", orgId: "board" },
    });
    expect(previous).toEqual({ selected: organisations[0], settled: false });
  });
});
