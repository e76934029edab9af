/**
 * The little of oidc-provider's API the tests use. The package ships no types,
 * and strict mode would otherwise make every use of it an implicit any.
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantModel {
    new (init: { clientId: string; accountId: string }): Grant;
  }

  export interface ProviderAccount {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
    session?: { accountId: string };
  }

  export interface ProviderConfiguration {
    clients: Record<string, unknown>[];
    findAccount(ctx: unknown, subject: string): Promise<ProviderAccount | undefined>;
    interactions?: { url(ctx: unknown, interaction: { uid: string }): string };
    claims?: Record<string, string[]>;
    features?: Record<string, unknown>;
    pkce?: { required(): boolean };
    jwks?: { keys: object[] };
    cookies?: { keys: string[] };
    ttl?: Record<string, number>;
  }

  // biome-ignore lint/style/noDefaultExport: this describes the package's own default export
  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    readonly Grant: GrantModel;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
