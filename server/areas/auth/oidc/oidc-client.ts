import * as client from "openid-client";
import type { Config } from "../../../config.js";
import { AppError } from "../../../http/app-error.js";

export type OidcSettings = NonNullable<Config["oidc"]>;

const discoverySeconds = 10;
const discovered = new Map<string, Promise<client.Configuration>>();

/**
 * The identity provider's metadata and our client, discovered on first use and
 * kept for the life of the process. Lazily, so Quorate starts (and password
 * sign-in works) while the provider is down; a failed discovery is forgotten so
 * the next attempt tries again.
 */
export function oidcConfiguration(settings: OidcSettings): Promise<client.Configuration> {
  const key = [settings.issuer, settings.clientId, settings.clientSecret ?? ""].join("\n");
  const cached = discovered.get(key);
  if (cached) return cached;
  const pending = discover(settings);
  discovered.set(key, pending);
  pending.catch(() => discovered.delete(key));
  return pending;
}

async function discover(settings: OidcSettings): Promise<client.Configuration> {
  const issuer = new URL(settings.issuer);
  // Without a secret we are a public client; PKCE is then what protects the code.
  const authentication = settings.clientSecret
    ? client.ClientSecretPost(settings.clientSecret)
    : client.None();
  return client.discovery(issuer, settings.clientId, undefined, authentication, {
    timeout: discoverySeconds,
    // Plain http is only ever configured for a local provider (development and tests);
    // the administrator chose it explicitly in OIDC_ISSUER.
    execute: issuer.protocol === "http:" ? [client.allowInsecureRequests] : [],
  });
}

/** Discovery that fails becomes a 503 with a message an administrator can act on. */
export async function requireOidcConfiguration(
  settings: OidcSettings,
  log: { error(details: object, message: string): void },
): Promise<client.Configuration> {
  try {
    return await oidcConfiguration(settings);
  } catch (err) {
    log.error({ err, issuer: settings.issuer }, "OIDC discovery failed");
    throw new AppError(
      "notReady",
      "Signing in with your organisation's identity provider is not available right now: " +
        "Quorate could not read its settings. Please try again later, or sign in with your password.",
    );
  }
}

export function requireOidcSettings(config: Config): OidcSettings {
  if (!config.oidc) {
    throw new AppError(
      "notFound",
      "Signing in with an identity provider is not set up on this installation.",
    );
  }
  return config.oidc;
}
