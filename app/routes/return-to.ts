/**
 * Where to go after signing in. Only paths inside this app are allowed, so a crafted
 * link cannot send someone to another site (open redirect), nor back to the sign-in page.
 */
export function safeReturnTo(returnTo: string | undefined, fallback = "/my-home"): string {
  if (!returnTo) return fallback;
  if (!returnTo.startsWith("/") || returnTo.startsWith("//") || returnTo.startsWith("/\\")) {
    return fallback;
  }
  if (/^\/account\/login(?:[/?#]|$)/.test(returnTo)) return fallback;
  // Control characters have no place in a path and can confuse URL parsers.
  if (/\p{Cc}/u.test(returnTo)) return fallback;
  return returnTo;
}
