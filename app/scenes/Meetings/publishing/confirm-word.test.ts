import { describe, expect, it } from "vitest";
import { confirmWordMatches } from "./confirm-word.js";

describe("confirmWordMatches", () => {
  it("accepts the word however it is capitalised or spaced", () => {
    expect(confirmWordMatches("Cancel", "Cancel")).toBe(true);
    expect(confirmWordMatches("  cancel ", "Cancel")).toBe(true);
  });

  it("refuses anything else", () => {
    expect(confirmWordMatches("", "Cancel")).toBe(false);
    expect(confirmWordMatches("Cance", "Cancel")).toBe(false);
    expect(confirmWordMatches("Cancel it", "Cancel")).toBe(false);
  });
});
