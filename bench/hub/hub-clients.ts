import { performance } from "node:perf_hooks";
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from "@microsoft/signalr";
import { failureCounts, openInBatches } from "./open-in-batches.js";

export type HubClients = {
  connections: HubConnection[];
  failures: string;
  failed: number;
  openSeconds: number;
  /** Connections the client saw close since they opened (a dropped socket, a server Close). */
  closed: () => number;
  connected: () => number;
  stopAll(): Promise<void>;
};

/**
 * N official clients over WebSockets, each signing in as the app does: a fresh socket token
 * from GET /api/auth/token (with the bench user's session cookie) for every negotiate.
 */
export async function openHubClients(
  baseUrl: string,
  sessionTokens: readonly string[],
  count: number,
  parallel: number,
): Promise<HubClients> {
  let closed = 0;
  const started = performance.now();
  const open = async (i: number) => {
    const session = sessionTokens[i % sessionTokens.length];
    const connection = new HubConnectionBuilder()
      .withUrl(`${baseUrl}/api/hub/aiassistant?locale=en-NZ&timezone=Pacific%2FAuckland`, {
        accessTokenFactory: async () => {
          const res = await fetch(`${baseUrl}/api/auth/token`, {
            headers: { cookie: `qr_session=${session}` },
          });
          if (res.status !== 200) throw new Error(`GET /api/auth/token: ${res.status}`);
          return ((await res.json()) as { token: string }).token;
        },
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    connection.onclose(() => {
      closed++;
    });
    await connection.start();
    return connection;
  };
  const { opened, failures } = await openInBatches(count, parallel, open);
  return {
    connections: opened,
    failures: failureCounts(failures),
    failed: failures.length,
    openSeconds: (performance.now() - started) / 1000,
    closed: () => closed,
    connected: () => opened.filter((c) => c.state === HubConnectionState.Connected).length,
    stopAll: async () => {
      await Promise.all(opened.map((c) => c.stop()));
    },
  };
}
