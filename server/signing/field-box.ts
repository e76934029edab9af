/**
 * Where a placed field lands in a PDF page's own coordinates. Fields are placed on the page as
 * the viewer shows it: fractions of the shown page from its top-left corner. A PDF page has its
 * origin at the bottom-left of its crop box and may be shown turned (/Rotate 90, 180, 270,
 * clockwise), so the shown corner and axes map to different ones of the page's own.
 */
export type PageFrame = {
  /** The crop box: what a reader shows. */
  box: { x: number; y: number; width: number; height: number };
  /** Clockwise turn when shown: 0, 90, 180 or 270. */
  rotation: number;
};

export type FieldFractions = { x: number; y: number; width: number; height: number };

/**
 * The field as something to draw upright for the reader: `origin` is the shown box's
 * bottom-left corner in page space, `width` and `height` along the shown axes, `rotate` the
 * counter-clockwise turn (degrees) to give text and pictures drawn there.
 */
export type DrawBox = {
  origin: { x: number; y: number };
  width: number;
  height: number;
  rotate: number;
};

const normalised = (rotation: number) => (((Math.round(rotation / 90) * 90) % 360) + 360) % 360;

/** A point of the shown page (fractions from its top-left) in page space. */
function pagePoint(frame: PageFrame, fx: number, fy: number): { x: number; y: number } {
  const { x, y, width: w, height: h } = frame.box;
  switch (normalised(frame.rotation)) {
    case 90:
      // Shown turned clockwise: the page's bottom-left is the shown top-left, its +y shown rightwards.
      return { x: x + fy * w, y: y + fx * h };
    case 180:
      return { x: x + (1 - fx) * w, y: y + fy * h };
    case 270:
      return { x: x + (1 - fy) * w, y: y + (1 - fx) * h };
    default:
      return { x: x + fx * w, y: y + (1 - fy) * h };
  }
}

export function fieldDrawBox(frame: PageFrame, field: FieldFractions): DrawBox {
  const rotation = normalised(frame.rotation);
  const sideways = rotation === 90 || rotation === 270;
  const shownWidth = sideways ? frame.box.height : frame.box.width;
  const shownHeight = sideways ? frame.box.width : frame.box.height;
  return {
    origin: pagePoint(frame, field.x, field.y + field.height),
    width: field.width * shownWidth,
    height: field.height * shownHeight,
    rotate: rotation,
  };
}
