import { describe, expect, it } from "vitest";
import { fieldDrawBox, type PageFrame } from "./field-box.js";

const a4 = { x: 0, y: 0, width: 600, height: 800 };
const field = { x: 0.1, y: 0.2, width: 0.5, height: 0.1 };

describe("a placed field in page space", () => {
  it("an upright page: the shown top-left is the page's top-left", () => {
    const box = fieldDrawBox({ box: a4, rotation: 0 }, field);
    // Bottom-left of the field: 10 % across, 30 % down from the top.
    expect(box.origin.x).toBeCloseTo(60);
    expect(box.origin.y).toBeCloseTo(560);
    expect(box.width).toBeCloseTo(300);
    expect(box.height).toBeCloseTo(80);
    expect(box.rotate).toBe(0);
  });

  it("a crop box away from the origin moves the field with it", () => {
    const box = fieldDrawBox(
      { box: { x: 20, y: 30, width: 600, height: 800 }, rotation: 0 },
      field,
    );
    expect(box.origin).toEqual({ x: 80, y: 590 });
  });

  it.each([
    // A page turned 90° clockwise is shown 800 wide and 600 high.
    [90, { x: 180, y: 80 }, 400, 60],
    [180, { x: 540, y: 240 }, 300, 80],
    [270, { x: 420, y: 720 }, 400, 60],
    [-90, { x: 420, y: 720 }, 400, 60],
  ] as const)(
    "turned %i°, the shown bottom-left corner and the shown sizes",
    (rotation, origin, width, height) => {
      const frame: PageFrame = { box: a4, rotation };
      const box = fieldDrawBox(frame, field);
      expect(box.origin.x).toBeCloseTo(origin.x);
      expect(box.origin.y).toBeCloseTo(origin.y);
      expect(box.width).toBeCloseTo(width);
      expect(box.height).toBeCloseTo(height);
      expect(box.rotate).toBe(((rotation % 360) + 360) % 360);
    },
  );

  it("the whole shown page maps onto the whole page however it is turned", () => {
    for (const rotation of [0, 90, 180, 270]) {
      const box = fieldDrawBox({ box: a4, rotation }, { x: 0, y: 0, width: 1, height: 1 });
      expect(box.width * box.height).toBeCloseTo(600 * 800);
      expect([0, 600]).toContain(Math.round(box.origin.x));
      expect([0, 800]).toContain(Math.round(box.origin.y));
    }
  });
});
