import { limits } from "../../../common/limits.js";

export const pictureTypes = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

export type PictureProblem = "format" | "size";

/** Checked before upload with the same rules the server applies (415 format, 413 size). */
export function pictureProblem(file: { type: string; size: number }): PictureProblem | undefined {
  if (!(pictureTypes as readonly string[]).includes(file.type)) return "format";
  if (file.size >= limits.pictureMaxBytes) return "size";
  return undefined;
}
