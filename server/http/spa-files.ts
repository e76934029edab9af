/**
 * Whether a URL path may name a file of the built app: never a dot-file or anything in a
 * dot-folder (the build's `.vite/manifest.json` is for the bundle budget, not for browsers),
 * never a way out of the folder.
 */
export function isServableAppPath(urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  return decoded
    .split(/[\\/]/)
    .every((segment) => segment === "" || (!segment.startsWith(".") && segment !== ".."));
}
