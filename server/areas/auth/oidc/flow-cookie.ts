import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { EncryptJWT, jwtDecrypt } from "jose";
import { z } from "zod";
import { isSecure } from "../../../http/cookies.js";

export const flowCookie = "qr_oidc_flow";
const flowPath = "/api/auth/oidc";
const flowMinutes = 10;
const audience = "quorate-oidc-flow";

const flowSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(1),
  returnTo: z.string().min(1),
});

/** What the start route must remember until the identity provider sends the browser back. */
export type SignInFlow = z.infer<typeof flowSchema>;

/**
 * The key that seals the flow cookie. With JWT_SECRET every instance derives
 * the same key; without it a random key per process is enough for the
 * embedded single-process mode (a restart mid-sign-in only means trying again).
 */
export function flowKeyFor(secret: string | undefined): Uint8Array {
  const material = secret ?? randomBytes(32).toString("hex");
  // Derived with a label so this key never equals the socket-token key made from the same secret.
  return new Uint8Array(createHash("sha256").update(`${audience}\n${material}`).digest());
}

/**
 * Encrypted rather than only signed: the PKCE verifier and nonce stay unreadable
 * even to whoever can see the cookie, and tampering is detected all the same.
 */
export async function writeFlowCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  key: Uint8Array,
  flow: SignInFlow,
): Promise<void> {
  const sealed = await new EncryptJWT(flow)
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${flowMinutes}m`)
    .encrypt(key);
  reply.setCookie(flowCookie, sealed, {
    httpOnly: true,
    // Lax: the identity provider's redirect back is a top-level GET, which still carries it.
    sameSite: "lax",
    secure: isSecure(request),
    path: flowPath,
    maxAge: flowMinutes * 60,
  });
}

/** The flow this browser started, or null when it is missing, expired or not ours. */
export async function readFlowCookie(
  request: FastifyRequest,
  key: Uint8Array,
): Promise<SignInFlow | null> {
  const sealed = request.cookies[flowCookie];
  if (!sealed) return null;
  try {
    const { payload } = await jwtDecrypt(sealed, key, { audience });
    const flow = flowSchema.safeParse(payload);
    return flow.success ? flow.data : null;
  } catch {
    return null;
  }
}

export function clearFlowCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(flowCookie, {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(request),
    path: flowPath,
  });
}
