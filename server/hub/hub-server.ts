import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance } from "fastify";
import { WebSocketServer } from "ws";
import { negotiateQuery, negotiateRefusal, negotiateResult } from "../../common/contracts/hub.js";
import { publicRoute } from "../http/route-access.js";
import { HubConnection } from "./hub-connection.js";
import type { HubMethods } from "./hub-methods.js";
import { type Negotiation, Negotiations } from "./negotiations.js";

export type HubAuthentication = {
  personId: string;
  expiresAt?: Date;
  /** The sign-in the token came from: the connection lives only as long as it does. */
  sessionKey?: string;
};

export type HubOptions = {
  /** e.g. /api/hub/aiassistant: negotiate is `${path}/negotiate`, the socket is `${path}`. */
  path: string;
  authenticate: (token: string) => Promise<HubAuthentication | null>;
  /**
   * Asked before every call a connection answers and every `recheckMs`: false closes the
   * connection (its sign-in has ended, perhaps on another process).
   */
  stillValid?: (user: HubAuthentication) => Promise<boolean>;
  recheckMs?: number;
  methods: HubMethods;
  keepAliveMs?: number;
  clientTimeoutMs?: number;
  handshakeTimeoutMs?: number;
  maxRecordBytes?: number;
  negotiationTtlMs?: number;
  onError?: (error: unknown, method: string) => void;
};

export type Hub = {
  connectionCount: () => number;
  /** Closes, with the reason, every connection whose sign-in matches (this process's only). */
  closeWhere: (matches: (user: HubAuthentication) => boolean, reason: string) => void;
};

const sessionEnded = "Your session has ended. Please sign in again.";

/** Parameters the transport itself uses; everything else (locale, timezone) reaches the methods. */
const transportParams = new Set(["id", "access_token", "negotiateVersion"]);

function appQuery(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!transportParams.has(key)) query[key] = value;
  return query;
}

function bearerOf(authorization: string | undefined, url: URL): string | null {
  const header = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  return header ?? url.searchParams.get("access_token");
}

function refuse(socket: Duplex, status: 401 | 404 | 409, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * A SignalR JSON hub on Fastify's HTTP server (WebSockets only): the negotiate route and the
 * socket upgrade, generic over the methods it serves. See docs/ARCHITECTURE.md (hub) and the
 * protocol checklist in the brief.
 */
export function attachHub(app: FastifyInstance, options: HubOptions): Hub {
  const negotiations = new Negotiations(options.negotiationTtlMs ?? 30_000);
  const maxRecordBytes = options.maxRecordBytes ?? 1_048_576;
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxRecordBytes + 1024 });
  const connections = new Map<HubConnection, HubAuthentication>();

  app.post(
    `${options.path}/negotiate`,
    {
      schema: {
        tags: ["hub"],
        summary:
          "SignalR negotiate (WebSockets only); Authorization: Bearer <token from /api/auth/token>",
        // Transport parameters and the app's own (locale, timezone), read from the URL itself.
        querystring: negotiateQuery,
        response: { 401: negotiateRefusal, 200: negotiateResult },
      },
      config: { access: publicRoute("the hub checks its own bearer token") },
    },
    async (request, reply) => {
      const url = new URL(request.url, "http://hub");
      const token = bearerOf(request.headers.authorization, url);
      const user = token ? await options.authenticate(token) : null;
      if (!user)
        return reply
          .code(401)
          .send({ error: "The access token is missing or has expired. Sign in again." });
      const { connectionId, connectionToken } = negotiations.create(user.personId, appQuery(url));
      return {
        negotiateVersion: 1,
        connectionId,
        connectionToken,
        availableTransports: [{ transport: "WebSockets", transferFormats: ["Text", "Binary"] }],
      };
    },
  );

  const stillValid = (user: HubAuthentication) =>
    options.stillValid ? options.stillValid(user) : Promise.resolve(true);

  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? "/", "http://hub");
    if (url.pathname !== options.path) return;
    const token = bearerOf(request.headers.authorization, url);
    const user = token ? await options.authenticate(token) : null;
    if (!user) return refuse(socket, 401, "Unauthorized");
    const id = url.searchParams.get("id");
    let entry: Negotiation;
    if (id === null) entry = Negotiations.direct(user.personId, appQuery(url));
    else {
      const found = negotiations.find(id);
      if (!found) return refuse(socket, 404, "Not Found");
      if (found.inUse) return refuse(socket, 409, "Conflict");
      // The socket's user must be the one who negotiated.
      if (found.personId !== user.personId) return refuse(socket, 401, "Unauthorized");
      found.inUse = true;
      entry = { ...found, query: { ...found.query, ...appQuery(url) } };
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = new HubConnection(
        ws,
        { personId: entry.personId, connectionId: entry.connectionId, query: entry.query },
        options.methods,
        {
          keepAliveMs: options.keepAliveMs ?? 15_000,
          clientTimeoutMs: options.clientTimeoutMs ?? 30_000,
          handshakeTimeoutMs: options.handshakeTimeoutMs ?? 15_000,
          maxRecordBytes,
          ...(user.expiresAt ? { expiresAt: user.expiresAt } : {}),
          ...(options.stillValid
            ? {
                stillValid: { check: () => stillValid(user), everyMs: options.recheckMs ?? 30_000 },
                invalidReason: sessionEnded,
              }
            : {}),
          ...(options.onError ? { onError: options.onError } : {}),
        },
      );
      connections.set(connection, user);
      ws.on("close", () => {
        connections.delete(connection);
        if (id !== null) negotiations.release(id);
      });
    });
  };
  app.server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    upgrade(request, socket, head).catch(() => socket.destroy());
  });
  app.addHook("onClose", async () => {
    for (const connection of connections.keys()) connection.close();
    wss.close();
  });
  return {
    connectionCount: () => connections.size,
    closeWhere(matches, reason) {
      for (const [connection, user] of connections) if (matches(user)) connection.close(reason);
    },
  };
}
