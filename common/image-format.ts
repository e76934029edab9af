/** Image formats accepted for logos, icons and profile pictures, recognised by their first bytes. */
export type ImageFormat = {
  mime: "image/png" | "image/jpeg" | "image/gif" | "image/webp";
  ext: string;
};

export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))
    return { mime: "image/png", ext: "png" };
  if (starts(0xff, 0xd8, 0xff)) return { mime: "image/jpeg", ext: "jpg" };
  if (starts(0x47, 0x49, 0x46, 0x38)) return { mime: "image/gif", ext: "gif" };
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  ) {
    return { mime: "image/webp", ext: "webp" };
  }
  return undefined;
}

export const imageFormatMessage =
  "That file format is not supported. Use a PNG, JPEG, GIF or WebP image.";
export const imageSizeMessage = "The image must be smaller than 1 MB.";
