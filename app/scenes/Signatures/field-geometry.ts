import type { SignatureFieldType } from "../../../common/contracts/signature-requests.js";

/** A field's place on its page: fractions of the page, (0, 0) the top-left corner. */
export type FieldBox = { x: number; y: number; width: number; height: number };
export type Point = { x: number; y: number };

/**
 * A new field's size by type, as fractions of a portrait page: wide enough to sign or write in
 * at a normal hand, a checkbox a small square (0.03 of a Letter page's width is ≈ 0.023 of its
 * height).
 */
export const defaultFieldSize: Record<SignatureFieldType, { width: number; height: number }> = {
  signature: { width: 0.26, height: 0.06 },
  initials: { width: 0.1, height: 0.05 },
  name: { width: 0.24, height: 0.035 },
  date: { width: 0.16, height: 0.035 },
  text: { width: 0.26, height: 0.035 },
  checkbox: { width: 0.03, height: 0.023 },
};

/** Smaller than this cannot be hit with a finger or read once stamped. */
export const minFieldSize = 0.015;

/** Arrow keys move a focused field by a small step; with Shift, by a larger one. */
export const keyStep = { small: 0.005, large: 0.05 } as const;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The box kept whole inside the page: no edge past the page's, never smaller than a finger. */
export function clampBox(box: FieldBox): FieldBox {
  const width = clamp(box.width, minFieldSize, 1);
  const height = clamp(box.height, minFieldSize, 1);
  return {
    x: clamp(box.x, 0, 1 - width),
    y: clamp(box.y, 0, 1 - height),
    width,
    height,
  };
}

/** A new field of this type centred on a point of the page (a drop, or the page's centre). */
export function boxAt(type: SignatureFieldType, centre: Point): FieldBox {
  const { width, height } = defaultFieldSize[type];
  return clampBox({ x: centre.x - width / 2, y: centre.y - height / 2, width, height });
}

export function moveBox(box: FieldBox, dx: number, dy: number): FieldBox {
  return clampBox({ ...box, x: box.x + dx, y: box.y + dy });
}

/** Resized from its bottom-right corner: the top-left stays where it is. */
export function resizeBox(box: FieldBox, dWidth: number, dHeight: number): FieldBox {
  const width = clamp(box.width + dWidth, minFieldSize, 1 - box.x);
  const height = clamp(box.height + dHeight, minFieldSize, 1 - box.y);
  return { ...box, width, height };
}

/** A point on screen as a fraction of a page's rectangle there. */
export function pointInPage(
  client: Point,
  page: { left: number; top: number; width: number; height: number },
): Point {
  return {
    x: (client.x - page.left) / Math.max(1, page.width),
    y: (client.y - page.top) / Math.max(1, page.height),
  };
}

/** What an arrow key (Shift for larger steps) moves a field by, or null for other keys. */
export function arrowStep(key: string, shiftKey: boolean): Point | null {
  const step = shiftKey ? keyStep.large : keyStep.small;
  switch (key) {
    case "ArrowLeft":
      return { x: -step, y: 0 };
    case "ArrowRight":
      return { x: step, y: 0 };
    case "ArrowUp":
      return { x: 0, y: -step };
    case "ArrowDown":
      return { x: 0, y: step };
    default:
      return null;
  }
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The box as sent: four decimals (a tenth of a point on a page) keep the body small, and the
 * left and top edges are pulled in after rounding so rounding never pushes an edge past the
 * page, which the server refuses.
 */
export function boxForSending(box: FieldBox): FieldBox {
  const clamped = clampBox(box);
  const width = round(clamped.width);
  const height = round(clamped.height);
  return {
    x: Math.max(0, Math.min(round(clamped.x), 1 - width)),
    y: Math.max(0, Math.min(round(clamped.y), 1 - height)),
    width,
    height,
  };
}
