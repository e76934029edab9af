import { describe, expect, it } from "vitest";
import { pictureProblem } from "./picture-check.js";

describe("pictureProblem", () => {
  it("accepts the four image formats under 1 MB", () => {
    for (const type of ["image/png", "image/jpeg", "image/gif", "image/webp"]) {
      expect(pictureProblem({ type, size: 1000 })).toBeUndefined();
    }
  });

  it("rejects other formats", () => {
    expect(pictureProblem({ type: "image/svg+xml", size: 10 })).toBe("format");
    expect(pictureProblem({ type: "", size: 10 })).toBe("format");
  });

  it("rejects 1 MB and more", () => {
    expect(pictureProblem({ type: "image/png", size: 1024 * 1024 })).toBe("size");
  });
});
