import { describe, expect, it } from "vitest";
import { rectsOnPage } from "./selection-rects.js";

const page = { left: 100, top: 50, width: 600, height: 800 };

describe("a selection's rectangles on its page", () => {
  it("are fractions of the page, so they follow the words at every zoom", () => {
    const [rect] = rectsOnPage([{ left: 160, top: 130, width: 300, height: 16 }], page);
    expect(rect?.map((n) => Number(n.toFixed(3)))).toEqual([0.1, 0.1, 0.5, 0.02]);
  });

  it("leave out what is off the page or too thin to see, and clip what overhangs", () => {
    const rects = rectsOnPage(
      [
        { left: 900, top: 130, width: 40, height: 16 },
        { left: 160, top: 130, width: 0.5, height: 16 },
        { left: 650, top: 130, width: 100, height: 16 },
      ],
      page,
    );
    expect(rects).toHaveLength(1);
    expect((rects[0]?.[0] ?? 0) + (rects[0]?.[2] ?? 0)).toBeCloseTo(1);
  });

  it("stop at the most the server keeps", () => {
    const many = Array.from({ length: 300 }, (_, i) => ({
      left: 110,
      top: 60 + i,
      width: 50,
      height: 2,
    }));
    expect(rectsOnPage(many, page)).toHaveLength(200);
  });
});
