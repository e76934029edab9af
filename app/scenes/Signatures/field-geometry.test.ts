import { describe, expect, it } from "vitest";
import {
  arrowStep,
  boxAt,
  boxForSending,
  clampBox,
  defaultFieldSize,
  keyStep,
  minFieldSize,
  moveBox,
  pointInPage,
  resizeBox,
} from "./field-geometry.js";

const inside = (b: { x: number; y: number; width: number; height: number }) =>
  b.x >= 0 && b.y >= 0 && b.x + b.width <= 1 + 1e-9 && b.y + b.height <= 1 + 1e-9;

describe("a field's box on its page", () => {
  it("is centred on the point it is dropped at", () => {
    const box = boxAt("signature", { x: 0.5, y: 0.5 });
    expect(box.x + box.width / 2).toBeCloseTo(0.5);
    expect(box.y + box.height / 2).toBeCloseTo(0.5);
    expect(box.width).toBe(defaultFieldSize.signature.width);
  });

  it("stays whole inside the page when dropped at an edge or beyond it", () => {
    for (const at of [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: -0.4, y: 1.7 },
    ]) {
      const box = boxAt("signature", at);
      expect(inside(box)).toBe(true);
    }
    expect(boxAt("text", { x: 1, y: 1 })).toMatchObject({
      x: 1 - defaultFieldSize.text.width,
      y: 1 - defaultFieldSize.text.height,
    });
  });

  it("stops at the page's edges when moved", () => {
    const box = boxAt("date", { x: 0.5, y: 0.5 });
    expect(moveBox(box, -3, 0).x).toBe(0);
    expect(moveBox(box, 0, 3).y).toBeCloseTo(1 - box.height);
    expect(moveBox(box, 0.1, 0).x).toBeCloseTo(box.x + 0.1);
  });

  it("resizes from its corner, no smaller than a finger and no further than the page", () => {
    const box = { x: 0.8, y: 0.9, width: 0.1, height: 0.05 };
    const grown = resizeBox(box, 1, 1);
    expect(grown.x).toBe(0.8);
    expect(grown.width).toBeCloseTo(0.2);
    expect(grown.height).toBeCloseTo(0.1);
    const shrunk = resizeBox(box, -1, -1);
    expect(shrunk.width).toBe(minFieldSize);
    expect(shrunk.height).toBe(minFieldSize);
  });

  it("clamps a box larger than the page to the page", () => {
    expect(clampBox({ x: -1, y: 2, width: 3, height: 3 })).toEqual({
      x: 0,
      y: 0,
      width: 1,
      height: 1,
    });
  });

  it("is sent to four decimals and never past the page after rounding", () => {
    const box = { x: 0.739_96, y: 0.123_456, width: 0.260_04, height: 0.05 };
    const sent = boxForSending(box);
    expect(sent.width).toBe(0.26);
    expect(sent.x + sent.width).toBeLessThanOrEqual(1.000_001);
    expect(inside(sent)).toBe(true);
    expect(boxForSending({ x: 0.7, y: 0.3, width: 0.2, height: 0.1 })).toEqual({
      x: 0.7,
      y: 0.3,
      width: 0.2,
      height: 0.1,
    });
  });

  it("turns a point on screen into a fraction of the page there", () => {
    expect(
      pointInPage({ x: 150, y: 500 }, { left: 100, top: 100, width: 200, height: 800 }),
    ).toEqual({
      x: 0.25,
      y: 0.5,
    });
  });

  it("moves by a small step with the arrows and a larger one with Shift", () => {
    expect(arrowStep("ArrowLeft", false)).toEqual({ x: -keyStep.small, y: 0 });
    expect(arrowStep("ArrowDown", true)).toEqual({ x: 0, y: keyStep.large });
    expect(arrowStep("Enter", false)).toBeNull();
  });
});
