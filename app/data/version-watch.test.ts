import { describe, expect, it } from "vitest";
import { createVersionWatch } from "./version-watch.js";

describe("createVersionWatch", () => {
  it("does not ask for a reload while the version stays the same", () => {
    const watch = createVersionWatch();
    watch.note("1.0.0");
    watch.note("1.0.0");
    expect(watch.reloadPending()).toBe(false);
  });

  it("asks for a reload once a different version is seen, and keeps asking", () => {
    const watch = createVersionWatch();
    watch.note("1.0.0");
    watch.note("1.1.0");
    watch.note("1.0.0");
    expect(watch.reloadPending()).toBe(true);
  });
});
