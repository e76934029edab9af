import { describe, expect, it } from "vitest";
import { type Role, roles } from "../../../../common/roles.js";
import { inReportAudience, managesReport, type ReportFacts, readsReport } from "./report-access.js";

const member = (personId: string, role: Role, extra: { loginEnabled?: boolean } = {}) => ({
  actor: { personId },
  membership: { role, accessAllowed: true, loginEnabled: extra.loginEnabled ?? true },
  organisation: { parentId: null },
});

const report = (facts: Partial<ReportFacts> = {}): ReportFacts => ({
  authorPersonId: "author",
  status: "Sent",
  audience: "board",
  audienceRoles: [],
  audiencePersonIds: [],
  ...facts,
});

describe("report access", () => {
  it("shows a Draft to its author and its keepers only", () => {
    const draft = report({ status: "Draft" });
    const seeing = roles.filter((role) => readsReport(member("someone", role), draft));
    expect(seeing).toEqual(["Administrator", "PersonalAssistant"]);
    expect(readsReport(member("author", "Chairman"), draft)).toBe(true);
    expect(readsReport(member("author", "Executive"), draft)).toBe(false);
  });

  it("shows a sent report to its audience, never to Executive / Guest", () => {
    const board = report();
    expect(roles.filter((role) => readsReport(member("x", role), board))).toEqual(
      roles.filter((role) => role !== "Executive"),
    );
    const toDirectors = report({ audience: "roles", audienceRoles: ["Director"] });
    expect(roles.filter((role) => readsReport(member("x", role), toDirectors))).toEqual([
      "Administrator",
      "Director",
      "PersonalAssistant",
    ]);
    const toTwo = report({ audience: "people", audiencePersonIds: ["a", "b"] });
    expect(readsReport(member("a", "Director"), toTwo)).toBe(true);
    expect(readsReport(member("c", "Director"), toTwo)).toBe(false);
    expect(readsReport(member("c", "Chairman"), toTwo)).toBe(false);
    expect(inReportAudience(toTwo, { personId: "b", role: "Executive" })).toBe(true);
  });

  it("lets the author and the keepers who can sign in change it", () => {
    const sent = report();
    expect(managesReport(member("author", "Chairman"), sent)).toBe(true);
    expect(managesReport(member("author", "Chairman", { loginEnabled: false }), sent)).toBe(false);
    expect(managesReport(member("other", "Chairman"), sent)).toBe(false);
    expect(managesReport(member("other", "ExecutiveDirector"), sent)).toBe(false);
    expect(managesReport(member("other", "PersonalAssistant"), sent)).toBe(true);
    expect(managesReport(member("author", "Director"), sent)).toBe(false);
  });
});
