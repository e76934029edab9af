import { describe, expect, it } from "vitest";
import { breadcrumbArea } from "./breadcrumb.js";

describe("breadcrumbArea", () => {
  it.each([
    ["/my-home", "dashboard"],
    ["/meetings/o1", "meetings"],
    ["/meeting/m1", "meetings"],
    ["/action-items/o1", "actions"],
    ["/organisation/o1/meetings/m1/actions", "actions"],
    ["/decision-register/o1", "decisions"],
    ["/between-meetings/o1/reports", "betweenMeetings"],
    ["/flying-minute/f1", "betweenMeetings"],
    ["/meeting-documents/o1", "documents"],
    ["/governance-documents/o1;doc=v1", "documents"],
    ["/people/o1/changes", "people"],
    ["/interests-register/o1", "interests"],
    ["/committees/o1", "committees"],
    ["/committees", "committees"],
    ["/organisation-settings/o1", "settings"],
    ["/my-account", "myAccount"],
  ])("%s is in %s", (path, area) => {
    expect(breadcrumbArea(path)).toBe(area);
  });

  it("names nothing for pages outside the areas", () => {
    expect(breadcrumbArea("/")).toBeUndefined();
    expect(breadcrumbArea("/referral")).toBeUndefined();
  });
});
