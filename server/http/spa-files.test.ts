import { describe, expect, it } from "vitest";
import { isServableAppPath } from "./spa-files.js";

describe("files of the built app", () => {
  it("serves assets and pages, never dot-folders like the build manifest or a way out", () => {
    expect(isServableAppPath("/assets/index-abc.js")).toBe(true);
    expect(isServableAppPath("/favicon.svg")).toBe(true);
    expect(isServableAppPath("/.vite/manifest.json")).toBe(false);
    expect(isServableAppPath("/%2Evite/manifest.json")).toBe(false);
    expect(isServableAppPath("/assets/../../package.json")).toBe(false);
    expect(isServableAppPath("/assets/..%5C..%5Csecret")).toBe(false);
    expect(isServableAppPath("/%E0%A4%A")).toBe(false);
  });
});
