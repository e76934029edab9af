import { describe, expect, it } from "vitest";
import { comparedSides, summedSides } from "./compare-amounts.js";

describe("two things a question sets side by side", () => {
  it("reads 'which was bigger, X or Y' as two sides of their own words", () => {
    expect(
      comparedSides(
        "which was bigger, the ashcombe boiler or the kingsmead sports hall roof repair",
      ),
    ).toEqual([
      ["ashcombe", "boiler"],
      ["kingsmead", "sports", "hall", "roof", "repair"],
    ]);
  });

  it("lends the first side's words to a bare number ('stage 1 or stage 2', 'stage 1 or 2')", () => {
    expect(comparedSides("which cost more, Healthy Homes stage 1 or 2?")).toEqual([
      ["healthy", "homes", "stage", "1"],
      ["healthy", "homes", "stage", "2"],
    ]);
  });

  it("reads 'how much more did X cost than Y' and 'which cost more, X or Y? by how much'", () => {
    expect(comparedSides("how much more did the kyogle roof cost than the dental chair")).toEqual([
      ["kyogle", "roof"],
      ["dental", "chair"],
    ]);
    expect(
      comparedSides("which cost more, the ballina fit-out or the nursing cars? by how much"),
    ).toEqual([
      ["ballina", "fit"],
      ["nursing", "cars"],
    ]);
  });

  it("is no comparison without a comparing word, or without two sides", () => {
    expect(comparedSides("what was decided about the boiler or the roof?")).toBeNull();
    expect(comparedSides("which contract was bigger?")).toBeNull();
  });
});

describe("two things whose amounts are added", () => {
  it("reads 'X plus Y together' and 'phase 1 and 2 together' as two sides", () => {
    expect(
      summedSides("what's the dock C repair plus the dredging contract come to together"),
    ).toEqual([
      ["dock", "repair"],
      ["dredging", "contract"],
    ]);
    expect(
      summedSides(
        "how much have we paid halvorsen for the milestone inspections, phase 1 and 2 together",
      ),
    ).toEqual([
      ["halvorsen", "milestone", "inspections", "phase", "1"],
      ["halvorsen", "milestone", "inspections", "phase", "2"],
    ]);
  });

  it("is no sum without a word that adds, or without two things", () => {
    expect(summedSides("what did we decide about the roof and the pool?")).toBeNull();
    expect(summedSides("what did the roof come to together")).toBeNull();
    expect(
      summedSides("how much was the assessment per unit and what did it raise in total"),
    ).toBeNull();
  });

  it("lends the second side's words to a first that is one word ('spring and autumn rounds')", () => {
    expect(
      summedSides(
        "how much did we give out in the spring and autumn grant rounds in 2025 in total",
      ),
    ).toEqual([
      ["spring", "grant", "rounds", "2025"],
      ["autumn", "grant", "rounds", "2025"],
    ]);
  });
});
