import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * Helmet's headers on every response, the policy built once: @fastify/helmet rebuilt
 * the whole middleware (parsing the CSP) on every request, a measurable share of a
 * cached My Home answer (bench/README.md). Routes that serve PDFs for the browser's
 * viewer remove the content-security-policy header themselves.
 */
const hostPattern = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The socket addresses of the host the page was loaded from. The Host header is the browser's
 * own (it addressed this request); anything that is not a plain host[:port] adds nothing.
 */
function ownSockets(request: IncomingMessage): string {
  const host = request.headers.host ?? "";
  return hostPattern.test(host) ? `ws://${host} wss://${host}` : "";
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The app's own origin and its sockets only: 'self' covers ws(s) of the same host in
        // CSP 3, but not in every browser, so the host's ws: and wss: are named too.
        connectSrc: ["'self'", ownSockets],
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

/**
 * Nothing under /api may be kept by a browser or a proxy: answers and files (packs, papers,
 * minutes PDFs, pictures) hold what only the signed-in person may read, and a shared computer's
 * cache or back button would show them to the next person.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
    done(null, payload);
  });
}
