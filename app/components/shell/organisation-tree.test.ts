import { describe, expect, it } from "vitest";
import { testOrganisation } from "../../test-support/organisation-summary.js";
import {
  boardOf,
  chooseSelectedOrganisation,
  organisationOptions,
  organisationTree,
} from "./organisation-tree.js";

const org = testOrganisation;

describe("organisationTree", () => {
  it("nests committees under their board", () => {
    const tree = organisationTree([org("b1"), org("c1", "b1"), org("b2")]);
    expect(tree.map((t) => [t.board.Id, t.committees.map((c) => c.Id)])).toEqual([
      ["b1", ["c1"]],
      ["b2", []],
    ]);
  });

  it("lists a committee on its own when its board is not visible", () => {
    expect(organisationTree([org("c1", "hidden")]).map((t) => t.board.Id)).toEqual(["c1"]);
  });
});

describe("chooseSelectedOrganisation", () => {
  const orgs = [org("inactive", null, false), org("b1"), org("b2")];

  it("prefers the organisation in the address", () => {
    expect(chooseSelectedOrganisation(orgs, "b2", "b1")?.Id).toBe("b2");
  });

  it("then the last one chosen", () => {
    expect(chooseSelectedOrganisation(orgs, undefined, "b2")?.Id).toBe("b2");
  });

  it("then the first active one", () => {
    expect(chooseSelectedOrganisation(orgs, undefined, "gone")?.Id).toBe("b1");
    expect(chooseSelectedOrganisation(orgs, undefined, "inactive")?.Id).toBe("b1");
  });

  it("starts on a board rather than on a committee listed before it", () => {
    const committeeFirst = [org("c1", "b1"), org("b1")];
    expect(chooseSelectedOrganisation(committeeFirst, undefined, null)?.Id).toBe("b1");
  });

  it("starts on a committee for someone who is on no board", () => {
    const onlyCommittee = [org("c1", "hidden-board"), org("b-inactive", null, false)];
    expect(chooseSelectedOrganisation(onlyCommittee, undefined, null)?.Id).toBe("c1");
  });

  it("finds the board of a committee", () => {
    const all = [org("b1"), org("c1", "b1")];
    const committee = all[1];
    expect(committee && boardOf(all, committee)?.Id).toBe("b1");
  });
});

describe("organisationOptions", () => {
  it("lists each board before its committees, inactive ones not choosable", () => {
    const options = organisationOptions([org("b1"), org("b2", null, false), org("c1", "b1")]);
    expect(options.map((o) => [o.value, o.isCommittee, o.disabled])).toEqual([
      ["b1", false, false],
      ["c1", true, false],
      ["b2", false, true],
    ]);
    expect(options[0]?.label).toBe("Org b1");
  });
});
