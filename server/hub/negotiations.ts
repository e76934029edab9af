import { randomBytes } from "node:crypto";

export type Negotiation = {
  personId: string;
  connectionId: string;
  query: Record<string, string>;
  inUse: boolean;
};

/** base64url: the client appends the token to the socket URL without encoding it. */
function urlSafeId(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * Negotiated connection tokens waiting for their socket. A token is used once; one that is
 * never used expires, so abandoned negotiations do not pile up.
 */
export class Negotiations {
  private readonly byToken = new Map<string, Negotiation>();

  constructor(private readonly ttlMs: number) {}

  create(
    personId: string,
    query: Record<string, string>,
  ): { connectionId: string; connectionToken: string } {
    const connectionToken = urlSafeId();
    const connectionId = urlSafeId();
    this.byToken.set(connectionToken, { personId, connectionId, query, inUse: false });
    setTimeout(() => {
      const entry = this.byToken.get(connectionToken);
      if (entry && !entry.inUse) this.byToken.delete(connectionToken);
    }, this.ttlMs).unref();
    return { connectionId, connectionToken };
  }

  find(connectionToken: string): Negotiation | undefined {
    return this.byToken.get(connectionToken);
  }

  release(connectionToken: string): void {
    this.byToken.delete(connectionToken);
  }

  /** A fresh connection for skipNegotiation clients, which connect without an id. */
  static direct(personId: string, query: Record<string, string>): Negotiation {
    return { personId, connectionId: urlSafeId(), query, inUse: true };
  }
}
