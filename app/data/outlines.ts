/** An object, not an array or null. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The outline of GET /api/me. The server checks the response against the contract on its way
 * out (api-client.ts); this only catches an answer that is not Quorate's at all, such as a
 * proxy's HTML page, so it fails as "not understood" rather than deep inside a page.
 */
export function looksLikeMe(data: unknown): boolean {
  return (
    isRecord(data) &&
    isRecord(data.person) &&
    typeof data.person.PersonId === "string" &&
    Array.isArray(data.organisations) &&
    isRecord(data.featureFlags) &&
    typeof data.version === "string"
  );
}

/** GET /api/auth/csrf: the token writes echo back. */
export function looksLikeCsrfToken(data: unknown): data is { csrfToken: string } {
  return isRecord(data) && typeof data.csrfToken === "string";
}

/** The outline of GET /api/my-home (see looksLikeMe). */
export function looksLikeMyHome(data: unknown): boolean {
  return (
    isRecord(data) &&
    isRecord(data.meetings) &&
    Array.isArray(data.meetings.items) &&
    isRecord(data.actions) &&
    Array.isArray(data.actions.items) &&
    Array.isArray(data.votes) &&
    Array.isArray(data.signatures) &&
    Array.isArray(data.trials)
  );
}
