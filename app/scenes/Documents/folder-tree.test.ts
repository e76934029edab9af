import { describe, expect, it } from "vitest";
import { folderLocation, folderPath, foldersIn, moveDestinations } from "./folder-tree.js";

const folders = [
  { id: "pol", parentId: null, name: "Policies" },
  { id: "hr", parentId: "pol", name: "HR" },
  { id: "pay", parentId: "hr", name: "Pay" },
  { id: "min", parentId: null, name: "Minutes" },
];

describe("foldersIn", () => {
  it("lists the folders directly inside one, or at the top", () => {
    expect(foldersIn(folders, null).map((f) => f.id)).toEqual(["pol", "min"]);
    expect(foldersIn(folders, "pol").map((f) => f.id)).toEqual(["hr"]);
    expect(foldersIn(folders, "pay")).toEqual([]);
  });
});

describe("folderPath", () => {
  it("walks from the top of the library down to the folder", () => {
    expect(folderPath(folders, "pay").map((f) => f.name)).toEqual(["Policies", "HR", "Pay"]);
    expect(folderPath(folders, "min").map((f) => f.name)).toEqual(["Minutes"]);
  });

  it("is empty at the top and for a folder the person cannot see", () => {
    expect(folderPath(folders, null)).toEqual([]);
    expect(folderPath(folders, "gone")).toEqual([]);
  });

  it("stops at a loop instead of hanging", () => {
    const looped = [
      { id: "a", parentId: "b", name: "A" },
      { id: "b", parentId: "a", name: "B" },
    ];
    expect(folderPath(looped, "a").map((f) => f.id)).toEqual(["b", "a"]);
  });
});

describe("folderLocation", () => {
  it("names a folder's place from the top, and the top by the library's name", () => {
    expect(folderLocation(folders, "pay", "Governance Documents")).toBe("Policies › HR › Pay");
    expect(folderLocation(folders, null, "Governance Documents")).toBe("Governance Documents");
  });
});

describe("moveDestinations", () => {
  it("offers every folder in the library's order but the one moved and those inside it", () => {
    expect(moveDestinations(folders, "hr").map((f) => f.id)).toEqual(["pol", "min"]);
    expect(moveDestinations(folders, "min").map((f) => f.id)).toEqual(["pol", "hr", "pay"]);
  });

  it("offers nothing reached only through a loop", () => {
    const looped = [
      { id: "a", parentId: "b", name: "A" },
      { id: "b", parentId: "a", name: "B" },
      { id: "c", parentId: null, name: "C" },
    ];
    expect(moveDestinations(looped, "c")).toEqual([]);
  });
});
