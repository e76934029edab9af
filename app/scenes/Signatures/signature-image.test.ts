import { describe, expect, it } from "vitest";
import { inkBounds, trimmedSize } from "./signature-image.js";

function pixels(width: number, height: number, ink: [number, number][]): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (const [x, y] of ink) data[(y * width + x) * 4 + 3] = 255;
  return data;
}

describe("a drawn signature", () => {
  it("is cut to the rectangle round its ink", () => {
    expect(
      inkBounds(
        pixels(10, 8, [
          [2, 3],
          [7, 5],
          [4, 1],
        ]),
        10,
        8,
      ),
    ).toEqual({ x: 2, y: 1, width: 6, height: 5 });
  });

  it("is nothing when the pad is blank or only hazy", () => {
    const haze = pixels(4, 4, []);
    haze[3] = 10;
    expect(inkBounds(haze, 4, 4)).toBeNull();
  });

  it("keeps a margin and is scaled down to fit, never up", () => {
    expect(trimmedSize({ x: 0, y: 0, width: 100, height: 40 })).toEqual({
      width: 108,
      height: 48,
      scale: 1,
    });
    const big = trimmedSize({ x: 0, y: 0, width: 1192, height: 100 });
    expect(big.width).toBe(600);
    expect(big.height).toBeLessThanOrEqual(200);
  });
});
