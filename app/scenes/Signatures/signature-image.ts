/** The drawn part of a picture: the smallest rectangle holding every pixel with ink. */
export type InkBounds = { x: number; y: number; width: number; height: number };

/**
 * Where the ink is in RGBA pixels (a canvas's `getImageData`), or null for a blank canvas.
 * Nearly transparent pixels (anti-aliasing haze) do not count.
 */
export function inkBounds(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
): InkBounds | null {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const alpha = pixels[(y * width + x) * 4 + 3] ?? 0;
      if (alpha < 16) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return null;
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** A margin kept round the ink, and the largest picture sent: a signature needs no more. */
const margin = 4;
const maxWidth = 600;
const maxHeight = 200;

/** The trimmed picture's size: the ink and its margin, scaled down to fit, never up. */
export function trimmedSize(bounds: InkBounds): { width: number; height: number; scale: number } {
  const width = bounds.width + 2 * margin;
  const height = bounds.height + 2 * margin;
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale), scale };
}

/**
 * A drawn signature as a small PNG: cut to its ink (the blank canvas round it would be most
 * of the file) and scaled down to fit 600 × 200. Null when nothing is drawn.
 */
export function exportDrawing(canvas: HTMLCanvasElement): string | null {
  const context = canvas.getContext("2d");
  if (!context) return null;
  const bounds = inkBounds(
    context.getImageData(0, 0, canvas.width, canvas.height).data,
    canvas.width,
    canvas.height,
  );
  if (!bounds) return null;
  const size = trimmedSize(bounds);
  const out = document.createElement("canvas");
  out.width = size.width;
  out.height = size.height;
  const target = out.getContext("2d");
  if (!target) return null;
  target.drawImage(
    canvas,
    bounds.x - margin,
    bounds.y - margin,
    bounds.width + 2 * margin,
    bounds.height + 2 * margin,
    0,
    0,
    size.width,
    size.height,
  );
  return out.toDataURL("image/png");
}

/** The upload limit the server holds to (common/contracts/signature-requests.ts). */
export const maxUploadBytes = 500_000;
export const uploadTypes = ["image/png", "image/jpeg"] as const;

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(file);
  });
}
