import { describe, expect, it } from "vitest";
import type { CommitteeRow } from "../../data/committees.js";
import { committeeStatus, sortedCommittees } from "./committee-display.js";

const row = (over: Partial<CommitteeRow>): CommitteeRow => ({
  Id: over.Name ?? "x",
  Name: "Finance",
  ShortName: "Finance",
  Administrators: [],
  MemberCount: 1,
  IsMember: true,
  AccessAllowed: true,
  RoleLabel: "Administrator",
  MemberPersonIds: [],
  DeletedAt: null,
  EraseAfter: null,
  DeletionScheduledAt: null,
  ...over,
});

describe("committee rows", () => {
  it("open only for active members; deleted, inactive and other committees are greyed", () => {
    expect(committeeStatus(row({}))).toBe("active");
    expect(committeeStatus(row({ AccessAllowed: false }))).toBe("inactive");
    expect(committeeStatus(row({ IsMember: false, AccessAllowed: false }))).toBe("notMember");
    expect(committeeStatus(row({ DeletedAt: "2026-01-01T00:00:00Z" }))).toBe("deleted");
  });

  it("list deleted committees after the live ones", () => {
    const names = sortedCommittees([
      row({ Name: "Audit", DeletedAt: "2026-01-01T00:00:00Z" }),
      row({ Name: "Risk" }),
      row({ Name: "Finance" }),
    ]).map((c) => c.Name);
    expect(names).toEqual(["Finance", "Risk", "Audit"]);
  });
});
