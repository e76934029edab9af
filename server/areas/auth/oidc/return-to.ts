const probeOrigin = "http://quorate.invalid";

/**
 * Where to land after signing in: only a path on this site. Anything else
 * (an absolute or protocol-relative address, a backslash trick, an API route)
 * becomes "/", so the sign-in can never be turned into an open redirect.
 */
export function sameOriginPath(value: string | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//")) return "/";
  // Browsers read "\" as "/" and drop control characters, which turns "/\evil.com" into a host.
  if (value.includes("\\") || [...value].some((c) => c.charCodeAt(0) < 0x20 || c === "\u007f"))
    return "/";
  let parsed: URL;
  try {
    parsed = new URL(value, probeOrigin);
  } catch {
    return "/";
  }
  if (parsed.origin !== probeOrigin) return "/";
  // Landing on an API route (the start route above all) would only loop or show JSON.
  if (parsed.pathname.startsWith("/api/")) return "/";
  return parsed.pathname + parsed.search + parsed.hash;
}
