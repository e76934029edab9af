import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { newSecretToken } from "../areas/auth/secret-tokens.js";
import { AppError } from "./app-error.js";
import { csrfCookie, isSecure } from "./cookies.js";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[csrfCookie];
  if (existing && existing.length >= 20) return existing;
  const token = newSecretToken(24);
  // Readable by the page's script on purpose: it echoes it in x-csrf-token (double-submit).
  reply.setCookie(csrfCookie, token, {
    httpOnly: false,
    sameSite: "lax",
    secure: isSecure(request),
    path: "/",
  });
  return token;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** An exempt entry ending in "/" covers the paths under it; any other, that path alone. */
function isExempt(url: string, exempt: readonly string[]): boolean {
  const path = url.split("?")[0] ?? url;
  return exempt.some((e) => (e.endsWith("/") ? path.startsWith(e) : path === e));
}

/**
 * Double-submit CSRF check on every state-changing /api request: another site
 * can make the browser send our cookies but cannot read them to set the header.
 * Exempt: requests authenticated by a bearer token (the hub), which carry no cookies, and
 * public routes that change nothing whoever sends them (/api/verify).
 */
export function registerCsrf(app: FastifyInstance, exempt: readonly string[]): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    if (!unsafeMethods.has(request.method)) {
      ensureCsrfCookie(request, reply);
      return;
    }
    if (isExempt(request.url, exempt)) return;
    const cookie = request.cookies[csrfCookie];
    const header = request.headers["x-csrf-token"];
    if (!cookie || typeof header !== "string" || !same(cookie, header)) {
      throw new AppError(
        "csrf",
        "Your session's security check failed. Reload the page and try again.",
      );
    }
  });
}
