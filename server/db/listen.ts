import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { pgConnection } from "./pg-connection.js";

/**
 * What a process hears of NOTIFY on one channel. `onPayload` gets each notification's payload
 * (sent by a committed transaction, on any process); `onGap` is called when notifications may
 * have been missed (the listening connection was lost and is back), so listeners can tell
 * their clients to read everything afresh.
 */
export type ChannelListener = { onPayload(payload: string): void; onGap(): void };
export type Listen = (channel: string, listener: ChannelListener) => Promise<() => Promise<void>>;

/** PGlite delivers NOTIFY to listeners of the same instance: this process. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, listener) =>
    client.listen(channel, (payload) => listener.onPayload(payload));
}

const channelName = /^[a-z_][a-z0-9_]*$/;

/**
 * PostgreSQL: one connection of its own per channel (a pooled one could be handed to a query
 * mid-LISTEN), reopened with backoff when lost, each reopening reported as a gap.
 */
export function postgresListen(databaseUrl: string): Listen {
  return async (channel, listener) => {
    if (!channelName.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let client: pg.Client | undefined;
    let stopped = false;
    let retryMs = 250;
    const connect = async (): Promise<void> => {
      const next = new pg.Client(pgConnection(databaseUrl));
      next.on("notification", (message) => {
        if (message.channel === channel) listener.onPayload(message.payload ?? "");
      });
      next.on("error", () => reconnect(next));
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
      retryMs = 250;
    };
    const reconnect = (lost: pg.Client) => {
      if (stopped || client !== lost) return;
      client = undefined;
      lost.end().catch(() => {});
      const retry = () => {
        if (stopped) return;
        connect().then(
          () => listener.onGap(),
          () => {
            retryMs = Math.min(retryMs * 2, 10_000);
            setTimeout(retry, retryMs).unref();
          },
        );
      };
      setTimeout(retry, retryMs).unref();
    };
    await connect();
    return async () => {
      stopped = true;
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    };
  };
}
