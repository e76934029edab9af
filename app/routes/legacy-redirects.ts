/**
 * Old addresses the spec keeps alive (§2). Keys are route paths, values the path they move
 * to; `$name` segments carry over, and a `?` part is added as search params.
 */
export const legacyRedirects = {
  "reports/$orgId": "/between-meetings/$orgId",
  "people-changes/$orgId": "/people/$orgId/changes",
  "proto/dash2": "/my-home?proto=dash2",
  "confirm-email/$token": "/account-email/confirm-email/$token",
  "confirmation-email/$token": "/account-email/confirmation-email/$token",
  "reset-password/$token": "/account-email/reset-password/$token",
  "register/$token": "/account-email/register/$token",
  "not-found": "/error?code=404",
  forbidden: "/error?code=403",
  "signature-request-invalid": "/error?code=signature",
  register: "/auth",
} as const;

export type LegacyPath = keyof typeof legacyRedirects;

/** The address a legacy path moves to, with its params filled in (URL-encoded). */
export function legacyRedirectHref(from: LegacyPath, params: Record<string, string> = {}): string {
  return legacyRedirects[from].replace(/\$([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route param ${name} for ${from}`);
    return encodeURIComponent(value);
  });
}

/**
 * The invalid-signature-request page's new address, keeping why (`reason`, one of the
 * contract's refusals) so the error page can say which.
 */
export function signatureInvalidHref(reason: string | undefined): string {
  const base = legacyRedirectHref("signature-request-invalid");
  return reason ? `${base}&reason=${encodeURIComponent(reason)}` : base;
}
