import { describe, expect, it } from "vitest";
import type { PartnerOrganisation, PartnerPerson } from "../../data/partner.js";
import {
  countOrganisations,
  filterOrganisationGroups,
  filterPeople,
  groupCommitteesUnderBoards,
  isSearching,
  matchesSearch,
  normaliseForSearch,
  organisationStatusLabel,
} from "./partner-lists.js";

function org(Id: string, Name: string, Parent: string | null = null): PartnerOrganisation {
  return {
    Id,
    Name,
    ShortName: Name.slice(0, 3).toUpperCase(),
    Status: "Active",
    Parent,
    Members: 1,
  };
}

function person(FullName: string, Email: string | null): PartnerPerson {
  return { PersonId: FullName, FullName, Email, CanLogin: Email !== null };
}

const names = (groups: ReturnType<typeof groupCommitteesUnderBoards>) =>
  groups.map((g) => [g.board.Name, g.committees.map((c) => c.Name)]);

describe("normaliseForSearch and matchesSearch", () => {
  it("ignores case, accents and extra spaces", () => {
    expect(normaliseForSearch("  Zoë   O'Brien ")).toBe("zoe o'brien");
    expect(matchesSearch(["Zoë O'Brien"], "ZOE")).toBe(true);
  });

  it("needs every word, in any field and any order", () => {
    expect(matchesSearch(["Jane Smith", "jane@example.org"], "smith jane")).toBe(true);
    expect(matchesSearch(["Jane Smith", "jane@example.org"], "smith example")).toBe(true);
    expect(matchesSearch(["Jane Smith", "jane@example.org"], "smith bob")).toBe(false);
  });

  it("matches everything when nothing is typed, and skips missing fields", () => {
    expect(matchesSearch(["Jane"], "   ")).toBe(true);
    expect(matchesSearch([null, undefined, "Jane"], "jane")).toBe(true);
    expect(isSearching("  ")).toBe(false);
    expect(isSearching(" a ")).toBe(true);
  });
});

describe("groupCommitteesUnderBoards", () => {
  it("lists committees under their board, keeping the server's order", () => {
    const groups = groupCommitteesUnderBoards([
      org("b1", "Alpha Trust"),
      org("c2", "Audit", "b2"),
      org("c1", "Finance", "b1"),
      org("b2", "Beta Board"),
      org("c3", "Risk", "b1"),
    ]);
    expect(names(groups)).toEqual([
      ["Alpha Trust", ["Finance", "Risk"]],
      ["Beta Board", ["Audit"]],
    ]);
  });

  it("lists a committee whose board is missing on its own", () => {
    const groups = groupCommitteesUnderBoards([org("c1", "Orphan", "gone"), org("b1", "Board")]);
    expect(names(groups)).toEqual([
      ["Orphan", []],
      ["Board", []],
    ]);
    expect(countOrganisations(groups)).toBe(2);
  });

  it("returns nothing for no organisations", () => {
    expect(groupCommitteesUnderBoards([])).toEqual([]);
  });
});

describe("filterOrganisationGroups", () => {
  const groups = groupCommitteesUnderBoards([
    org("b1", "Alpha Trust"),
    org("c1", "Finance", "b1"),
    org("c2", "Audit and Risk", "b1"),
    org("b2", "Beta Board"),
    org("c3", "Audit", "b2"),
  ]);

  it("returns every group when not searching", () => {
    expect(filterOrganisationGroups(groups, " ")).toEqual(groups);
    expect(countOrganisations(groups)).toBe(5);
  });

  it("keeps all committees of a matching board", () => {
    expect(names(filterOrganisationGroups(groups, "alpha"))).toEqual([
      ["Alpha Trust", ["Finance", "Audit and Risk"]],
    ]);
  });

  it("keeps a matching committee under its board, without its other committees", () => {
    expect(names(filterOrganisationGroups(groups, "audit"))).toEqual([
      ["Alpha Trust", ["Audit and Risk"]],
      ["Beta Board", ["Audit"]],
    ]);
  });

  it("searches the short name too", () => {
    expect(names(filterOrganisationGroups(groups, "FIN"))).toEqual([["Alpha Trust", ["Finance"]]]);
  });

  it("returns nothing when nothing matches", () => {
    expect(filterOrganisationGroups(groups, "zebra")).toEqual([]);
  });
});

describe("filterPeople", () => {
  const people = [
    person("Jane Smith", "jane@example.org"),
    person("Tama Ngata", null),
    person("Bob Jones", "robert@board.nz"),
  ];

  it("finds people by name or e-mail address", () => {
    expect(filterPeople(people, "ngata").map((p) => p.FullName)).toEqual(["Tama Ngata"]);
    expect(filterPeople(people, "ROBERT@").map((p) => p.FullName)).toEqual(["Bob Jones"]);
  });

  it("returns everyone when not searching", () => {
    expect(filterPeople(people, "")).toHaveLength(3);
  });
});

describe("organisationStatusLabel", () => {
  it("names the spec's statuses and leaves others as sent", () => {
    expect(organisationStatusLabel("FreeTrial")).toBe("statusFreeTrial");
    expect(organisationStatusLabel("Active")).toBe("statusActive");
    expect(organisationStatusLabel("Cancelled")).toBe("statusCancelled");
    expect(organisationStatusLabel("Archived")).toBeUndefined();
  });
});
