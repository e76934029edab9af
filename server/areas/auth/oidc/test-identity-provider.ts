import { randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

export type ProviderPerson = { email: string; emailVerified: boolean };

/** A real OpenID provider (oidc-provider) on 127.0.0.1 for the sign-in tests. */
export type TestIdentityProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people the provider knows, by subject; tests change them between sign-ins. */
  people: Map<string, ProviderPerson>;
  /** Who "types their password" at the provider's next login prompt. */
  signInAs(subject: string): void;
  /** Registers Quorate as a client once its address is known (it listens on port 0). */
  trust(quorateUrl: string): Promise<void>;
  close(): Promise<void>;
};

export async function startIdentityProvider(): Promise<TestIdentityProvider> {
  let provider: Provider | undefined;
  let nextSubject: string | undefined;
  const people = new Map<string, ProviderPerson>();
  const clientId = "quorate-test";
  const clientSecret = randomBytes(24).toString("hex");

  /** Stands in for the provider's login and consent pages, so no HTML is scraped. */
  async function interact(op: Provider, req: IncomingMessage, res: ServerResponse) {
    const details = await op.interactionDetails(req, res);
    if (details.prompt.name === "login") {
      if (!nextSubject) throw new Error("the test did not say who signs in (signInAs)");
      await op.interactionFinished(req, res, { login: { accountId: nextSubject } });
      return;
    }
    const grant = new op.Grant({
      clientId: String(details.params.client_id),
      accountId: details.session?.accountId ?? "",
    });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await op.interactionFinished(req, res, { consent: { grantId } });
  }

  const server = http.createServer((req, res) => {
    const op = provider;
    if (!op) {
      res.writeHead(503).end("provider not configured yet");
      return;
    }
    if (req.url?.startsWith("/interaction/")) {
      interact(op, req, res).catch((err: unknown) => {
        res.writeHead(500).end(err instanceof Error ? err.message : String(err));
      });
      return;
    }
    op.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: "test" };

  return {
    issuer,
    clientId,
    clientSecret,
    people,
    signInAs(subject) {
      nextSubject = subject;
    },
    async trust(quorateUrl) {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [`${quorateUrl}/api/auth/oidc/callback`],
            post_logout_redirect_uris: [`${quorateUrl}/logged-out`],
            token_endpoint_auth_method: "client_secret_post",
          },
        ],
        async findAccount(_ctx, subject) {
          const person = people.get(subject);
          if (!person) return undefined;
          return {
            accountId: subject,
            claims: async () => ({
              sub: subject,
              email: person.email,
              email_verified: person.emailVerified,
            }),
          };
        },
        interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
        claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
        features: {
          devInteractions: { enabled: false },
          // Just the confirmation form: the test browser submits it as a person would.
          rpInitiatedLogout: {
            logoutSource: async (ctx: { body: string }, form: string) => {
              ctx.body = `<!DOCTYPE html><html><body>${form}</body></html>`;
            },
          },
        },
        // Explicit lifetimes keep the provider from printing a notice for each default.
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
        pkce: { required: () => true },
        jwks: { keys: [signingKey] },
        cookies: { keys: [randomBytes(16).toString("hex")] },
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
