import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies.js";

describe("readCookie", () => {
  it("finds a cookie among others", () => {
    expect(readCookie("a=1; qr_csrf=abc%3D; b=2", "qr_csrf")).toBe("abc=");
  });

  it("does not match a cookie whose name only ends with the wanted name", () => {
    expect(readCookie("xqr_csrf=nope", "qr_csrf")).toBeUndefined();
  });

  it("treats an empty value as missing", () => {
    expect(readCookie("qr_csrf=", "qr_csrf")).toBeUndefined();
    expect(readCookie("", "qr_csrf")).toBeUndefined();
  });
});
