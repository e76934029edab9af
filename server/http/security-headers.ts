import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * Helmet's headers on every response, the policy built once: @fastify/helmet rebuilt
 * the whole middleware (parsing the CSP) on every request, a measurable share of a
 * cached My Home answer (bench/README.md). Routes that serve PDFs for the browser's
 * viewer remove the content-security-policy header themselves.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", "ws:", "wss:"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook("onRequest", (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (err?: unknown) =>
      done(err instanceof Error ? err : undefined),
    );
  });
}
