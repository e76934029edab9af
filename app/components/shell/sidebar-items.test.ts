import { describe, expect, it } from "vitest";
import { accessFlagsFor, noAccess } from "../../../common/access.js";
import { partnerItems, sidebarHref, sidebarItems } from "./sidebar-items.js";

describe("sidebarItems", () => {
  it("lists every area in the spec's order for a board administrator", () => {
    const access = accessFlagsFor({
      role: "Administrator",
      accessAllowed: true,
      isCommittee: false,
    });
    expect(sidebarItems(access).map((i) => i.key)).toEqual([
      "meetings",
      "actions",
      "decisions",
      "betweenMeetings",
      "documents",
      "people",
      "interests",
      "committees",
      "settings",
    ]);
  });

  it("hides what the access flags do not allow", () => {
    const access = { ...noAccess(), meetings: true, people: true };
    expect(sidebarItems(access).map((i) => i.key)).toEqual(["meetings", "people"]);
  });

  it("never shows Committees for a committee", () => {
    const access = accessFlagsFor({
      role: "Administrator",
      accessAllowed: true,
      isCommittee: true,
    });
    expect(sidebarItems(access).map((i) => i.key)).not.toContain("committees");
  });

  it("builds the address with the organisation id", () => {
    const [meetings] = sidebarItems({ ...noAccess(), meetings: true });
    expect(meetings && sidebarHref(meetings, "o 1")).toBe("/meetings/o%201");
  });
});

describe("partnerItems", () => {
  it("gives support users the partner organisations and people", () => {
    expect(partnerItems(true).map((i) => i.to)).toEqual([
      "/partner/organisations",
      "/partner/people",
    ]);
  });

  it("gives everyone else nothing", () => {
    expect(partnerItems(false)).toEqual([]);
  });
});
