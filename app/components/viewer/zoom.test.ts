import { describe, expect, it } from "vitest";
import { viewerCommand } from "./viewer-keys.js";
import { fitWidthScale, maxZoom, minZoom, zoomIn, zoomOut } from "./zoom.js";

const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe("the viewer's zoom and keys", () => {
  it("steps from wherever a pinch left the scale, and stops at the ends", () => {
    expect(zoomIn(1)).toBe(1.1);
    expect(zoomIn(1.3)).toBe(1.5);
    expect(zoomOut(1.3)).toBe(1.25);
    expect(zoomIn(maxZoom)).toBe(maxZoom);
    expect(zoomOut(minZoom)).toBe(minZoom);
  });

  it("fits a page to the width available, within the zoom's range", () => {
    expect(fitWidthScale(612, 644)).toBeCloseTo(1);
    expect(fitWidthScale(612, 100)).toBe(minZoom);
    expect(fitWidthScale(0, 800)).toBe(1);
  });

  it("maps keys to commands, leaving the browser's own shortcuts alone", () => {
    expect(viewerCommand(key("ArrowRight"))).toBe("nextPage");
    expect(viewerCommand(key("PageUp"))).toBe("previousPage");
    expect(viewerCommand(key("End"))).toBe("lastPage");
    expect(viewerCommand(key("f", { ctrlKey: true }))).toBe("find");
    expect(viewerCommand(key("F", { metaKey: true }))).toBe("find");
    expect(viewerCommand(key("=", { ctrlKey: true }))).toBe("zoomIn");
    expect(viewerCommand(key("r", { ctrlKey: true }))).toBeNull();
    expect(viewerCommand(key("ArrowRight", { altKey: true }))).toBeNull();
    expect(viewerCommand(key("x"))).toBeNull();
  });
});
