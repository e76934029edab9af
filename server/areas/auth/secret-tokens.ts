import { createHash, randomBytes } from "node:crypto";

/** A random URL-safe token for links and cookies; only its hash is ever stored. */
export function newSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
