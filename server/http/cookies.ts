import type { FastifyReply, FastifyRequest } from "fastify";

export const sessionCookie = "qr_session";
export const csrfCookie = "qr_csrf";

/** Secure cookies whenever the request reached us over TLS (directly or via a trusted proxy). */
export function isSecure(request: FastifyRequest): boolean {
  return request.protocol === "https";
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(sessionCookie, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(request),
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(request),
  });
}
