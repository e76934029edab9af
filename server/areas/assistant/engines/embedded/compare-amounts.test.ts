import { describe, expect, it } from "vitest";
import { comparedSides } from "./compare-amounts.js";

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
