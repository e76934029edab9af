import * as client from "openid-client";
import type { SignInFlow } from "./flow-cookie.js";
import type { ProviderIdentity } from "./link-identity.js";

export type CodeExchange =
  | { ok: true; identity: ProviderIdentity; idToken: string }
  | { ok: false; reason: string; cause?: unknown };

/** Providers disagree on the type: Cognito and some others send "true" as a string. */
function isVerified(value: unknown): boolean {
  return value === true || value === "true";
}

function firstEmail(claims: Record<string, unknown>): string | undefined {
  if (typeof claims.email === "string" && claims.email) return claims.email;
  // Azure AD B2C puts the address in an "emails" array instead.
  const emails = claims.emails;
  if (Array.isArray(emails) && typeof emails[0] === "string") return emails[0];
  return undefined;
}

/**
 * Turns the provider's redirect back into a verified identity: checks state,
 * PKCE and nonce, redeems the code, and reads the e-mail from the ID token or,
 * when the provider keeps it out of the token (many do), from userinfo.
 */
export async function exchangeCode(
  configuration: client.Configuration,
  callbackUrl: URL,
  flow: SignInFlow,
): Promise<CodeExchange> {
  try {
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims || !tokens.id_token) return { ok: false, reason: "no ID token was returned" };
    let claims: Record<string, unknown> = idClaims;
    const needsUserinfo = !firstEmail(claims) || claims.email_verified === undefined;
    if (needsUserinfo && configuration.serverMetadata().userinfo_endpoint) {
      const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      claims = { ...userinfo, ...stripUndefined(idClaims) };
    }
    return {
      ok: true,
      idToken: tokens.id_token,
      identity: {
        issuer: idClaims.iss,
        subject: idClaims.sub,
        email: firstEmail(claims),
        emailVerified: isVerified(claims.email_verified),
      },
    };
  } catch (cause) {
    return { ok: false, reason: cause instanceof Error ? cause.message : String(cause), cause };
  }
}

/** Userinfo fills the gaps only; what the signed ID token says takes precedence. */
function stripUndefined(claims: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined));
}
