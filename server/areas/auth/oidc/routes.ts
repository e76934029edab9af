import * as client from "openid-client";
import {
  oidcCallbackQuery,
  oidcConfig,
  oidcLogoutQuery,
  oidcStartQuery,
} from "../../../../common/contracts/auth.js";
import { sessionCookie, setSessionCookie } from "../../../http/cookies.js";
import { publicRoute } from "../../../http/route-access.js";
import { type App, requestOrigin } from "../../../http/types.js";
import type { Services } from "../../../services.js";
import { hashToken } from "../secret-tokens.js";
import { createSession, revokeSession } from "../session-store.js";
import { exchangeCode } from "./exchange-code.js";
import { clearFlowCookie, flowKeyFor, readFlowCookie, writeFlowCookie } from "./flow-cookie.js";
import { findOrLinkPerson } from "./link-identity.js";
import { requireOidcConfiguration, requireOidcSettings } from "./oidc-client.js";
import { sameOriginPath } from "./return-to.js";

const tags = ["auth"];
const callbackPath = "/api/auth/oidc/callback";
const loggedOutPath = "/logged-out";

/** Where the login page picks up after the identity provider, in its own words. */
export const loginOutcome = {
  cancelled: "/account/login?cancelled=1",
  providerError: "/account/login?error=idp",
  noAccount: "/account/login?error=no_account",
} as const;

/**
 * B2C answers "Cancel" on its sign-in page with access_denied and code
 * AADB2C90091: the person changed their mind, which is not an error to show.
 */
export function redirectForProviderError(error: string, description: string | undefined): string {
  if (error === "access_denied" && description?.includes("AADB2C90091")) {
    return loginOutcome.cancelled;
  }
  return loginOutcome.providerError;
}

export function registerOidcRoutes(app: App, services: Services): void {
  const { database, config } = services;
  const db = database.db;
  const flowKey = flowKeyFor(config.jwtSecret);

  app.get(
    "/api/auth/oidc/config",
    {
      schema: { tags, response: { 200: oidcConfig } },
      config: { access: publicRoute("the sign-in page asks whether to offer the button") },
    },
    async () => ({ enabled: config.oidc !== undefined }),
  );

  app.get(
    "/api/auth/oidc/start",
    {
      schema: { tags, querystring: oidcStartQuery },
      config: { access: publicRoute("signing in starts before anyone is signed in") },
    },
    async (request, reply) => {
      const settings = requireOidcSettings(config);
      const configuration = await requireOidcConfiguration(settings, request.log);
      const flow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
        returnTo: sameOriginPath(request.query.returnTo),
      };
      const parameters: Record<string, string> = {
        redirect_uri: requestOrigin(request, config) + callbackPath,
        scope: settings.scopes,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: "S256",
      };
      // B2C picks the user flow (sign-in, sign-up, reset) from the p parameter.
      if (settings.b2cPolicy) parameters.p = settings.b2cPolicy;
      await writeFlowCookie(request, reply, flowKey, flow);
      return reply.redirect(client.buildAuthorizationUrl(configuration, parameters).href, 302);
    },
  );

  app.get(
    "/api/auth/oidc/callback",
    {
      schema: { tags, querystring: oidcCallbackQuery },
      config: { access: publicRoute("the identity provider sends the browser back here") },
    },
    async (request, reply) => {
      const settings = requireOidcSettings(config);
      const flow = await readFlowCookie(request, flowKey);
      clearFlowCookie(request, reply);
      const { error, error_description: description } = request.query;
      if (error) {
        request.log.info({ error, description }, "identity provider returned an error");
        return reply.redirect(redirectForProviderError(error, description), 302);
      }
      if (!flow) {
        request.log.warn("OIDC callback without a (valid) flow cookie");
        return reply.redirect(loginOutcome.providerError, 302);
      }
      const configuration = await requireOidcConfiguration(settings, request.log);
      // The raw query, not the parsed one: openid-client checks state, code and iss itself.
      const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      const callbackUrl = new URL(requestOrigin(request, config) + callbackPath + search);
      const exchange = await exchangeCode(configuration, callbackUrl, flow);
      if (!exchange.ok) {
        request.log.warn({ err: exchange.cause, reason: exchange.reason }, "OIDC sign-in failed");
        return reply.redirect(loginOutcome.providerError, 302);
      }
      const personId = await findOrLinkPerson(db, exchange.identity);
      if (!personId) return reply.redirect(loginOutcome.noAccount, 302);
      // Rotate: whatever session this browser had is ended before a new one starts.
      const previous = request.cookies[sessionCookie];
      if (previous) await revokeSession(db, hashToken(previous));
      const session = await createSession(db, {
        personId,
        days: config.sessionDays,
        userAgent: request.headers["user-agent"],
        method: exchange.identity.issuer,
        idTokenHint: exchange.idToken,
      });
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return reply.redirect(sameOriginPath(flow.returnTo), 302);
    },
  );

  app.get(
    "/api/auth/oidc/logout",
    {
      schema: { tags, querystring: oidcLogoutQuery },
      config: { access: publicRoute("the Quorate session has already ended when this is called") },
    },
    async (request, reply) => {
      const loggedOut = requestOrigin(request, config) + loggedOutPath;
      if (!config.oidc) return reply.redirect(loggedOutPath, 302);
      let configuration: client.Configuration;
      try {
        configuration = await requireOidcConfiguration(config.oidc, request.log);
      } catch {
        // Quorate's own session is already gone; an unreachable provider must not strand the person.
        return reply.redirect(loggedOutPath, 302);
      }
      if (!configuration.serverMetadata().end_session_endpoint) {
        return reply.redirect(loggedOutPath, 302);
      }
      const parameters: Record<string, string> = { post_logout_redirect_uri: loggedOut };
      if (request.query.hint) parameters.id_token_hint = request.query.hint;
      return reply.redirect(client.buildEndSessionUrl(configuration, parameters).href, 302);
    },
  );
}
