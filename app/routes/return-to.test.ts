import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./return-to.js";

describe("safeReturnTo", () => {
  it("accepts paths inside the app", () => {
    expect(safeReturnTo("/meetings/1?x=2")).toBe("/meetings/1?x=2");
  });

  it("falls back for missing, external and protocol-relative targets", () => {
    expect(safeReturnTo(undefined)).toBe("/my-home");
    expect(safeReturnTo("https://evil.example")).toBe("/my-home");
    expect(safeReturnTo("//evil.example")).toBe("/my-home");
    expect(safeReturnTo("/\\evil.example")).toBe("/my-home");
    expect(safeReturnTo("/a\nb")).toBe("/my-home");
  });

  it("never returns to the sign-in page itself", () => {
    expect(safeReturnTo("/account/login?returnTo=/x")).toBe("/my-home");
  });
});
