import { createSecretKey, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

export const accessTokenLifetimeSeconds = 10 * 60;

export type TokenSigner = {
  /** `sessionKey` is the minting session's token hash: the token is good only while it lives. */
  mint(personId: string, sessionKey: string): Promise<{ token: string; expiresAt: string }>;
  verify(token: string): Promise<{ personId: string; sessionKey: string; expiresAt: Date } | null>;
};

/**
 * Short-lived JWTs for the hub and collaboration sockets, minted from a session.
 * Without JWT_SECRET a random key per process is used: tokens then only work
 * against the process that minted them, which is fine for the embedded mode.
 */
export function createTokenSigner(secret: string | undefined): TokenSigner {
  // A KeyObject made once: given raw bytes, jose imports the key again on every sign and verify
  // (twice the cost per hub connection, measured by the hub bench).
  const key = createSecretKey(secret ? Buffer.from(secret, "utf8") : randomBytes(32));
  return {
    async mint(personId, sessionKey) {
      const exp = Math.floor(Date.now() / 1000) + accessTokenLifetimeSeconds;
      const token = await new SignJWT({ sid: sessionKey })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(personId)
        .setIssuedAt()
        .setExpirationTime(exp)
        .setAudience("quorate-sockets")
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          audience: "quorate-sockets",
          algorithms: ["HS256"],
        });
        // A token without its session (minted before tokens were tied to one) is refused.
        if (!payload.sub || !payload.exp || typeof payload.sid !== "string") return null;
        return {
          personId: payload.sub,
          sessionKey: payload.sid,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
