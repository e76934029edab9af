import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from "@microsoft/signalr";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type HubProbe, startHubTestApp } from "./hub-test-app.js";

let url = "";
let app: FastifyInstance;
let probe: HubProbe;
const open: HubConnection[] = [];

beforeAll(async () => {
  ({ url, app, probe } = await startHubTestApp());
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.stop()));
});

function client(token = "good", configure?: (b: HubConnectionBuilder) => HubConnectionBuilder) {
  let builder = new HubConnectionBuilder()
    .withUrl(`${url}/api/hub/test?locale=mi-NZ&timezone=Pacific%2FAuckland`, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None);
  if (configure) builder = configure(builder);
  const connection = builder.build();
  open.push(connection);
  return connection;
}

async function connected(token = "good") {
  const c = client(token);
  await c.start();
  return c;
}

describe("negotiate", () => {
  it("answers with a URL-safe connection token for WebSockets only, and 401 without a good token", async () => {
    const res = await fetch(`${url}/api/hub/test/negotiate?negotiateVersion=1`, {
      method: "POST",
      headers: { Authorization: "Bearer good" },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
      connectionToken: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
      availableTransports: [{ transport: "WebSockets", transferFormats: ["Text", "Binary"] }],
    });
    expect(body).not.toHaveProperty("useStatefulReconnect");
    for (const auth of [undefined, "Bearer nope"]) {
      const refused = await fetch(`${url}/api/hub/test/negotiate?negotiateVersion=1`, {
        method: "POST",
        headers: auth ? { Authorization: auth } : {},
      });
      expect(refused.status).toBe(401);
    }
    await expect(client("nope").start()).rejects.toThrow(/401/);
  });
});

describe("invocations with the official client", () => {
  it("connects, passes the app's query parameters to methods, and returns results", async () => {
    const c = await connected();
    expect(c.state).toBe(HubConnectionState.Connected);
    expect(await c.invoke("WhoAmI")).toEqual({
      personId: "person-1",
      query: { locale: "mi-NZ", timezone: "Pacific/Auckland" },
    });
    expect(await c.invoke("echo", { a: [1, "ā"] })).toEqual({ a: [1, "ā"] });
  });

  it("sends .NET's error texts; the connection stays up", async () => {
    const c = await connected();
    await expect(c.invoke("Refuse")).rejects.toThrow(
      "An unexpected error occurred invoking 'Refuse' on the server. HubException: That thread is not yours.",
    );
    const crash = c.invoke("Crash");
    await expect(crash).rejects.toThrow(
      "An unexpected error occurred invoking 'Crash' on the server.",
    );
    await expect(crash).rejects.not.toThrow(/hunter2/);
    await expect(c.invoke("Missing")).rejects.toThrow("Unknown hub method 'Missing'");
    await expect(c.invoke("Count", 2)).rejects.toThrow(
      "The client attempted to invoke the streaming 'Count' method with a non-streaming invocation.",
    );
    await new Promise<void>((resolve, reject) =>
      c.stream("Echo", 1).subscribe({
        next: () => reject(new Error("no items expected")),
        complete: () => reject(new Error("expected an error")),
        error: (e: Error) => {
          expect(e.message).toBe(
            "The client attempted to invoke the non-streaming 'Echo' method with a streaming invocation.",
          );
          resolve();
        },
      }),
    );
    expect(c.state).toBe(HubConnectionState.Connected);
    expect(await c.invoke("Echo", "still here")).toBe("still here");
  });

  it("runs send() without a reply and 20 concurrent invokes beside 2 interleaved streams", async () => {
    const c = await connected();
    await c.send("Notify", "fire and forget");
    const calls = Array.from({ length: 20 }, (_, i) => c.invoke<number>("Slow", i));
    const collect = (n: number) =>
      new Promise<string[]>((resolve, reject) => {
        const items: string[] = [];
        c.stream<string>("Count", n).subscribe({
          next: (item) => items.push(item),
          complete: () => resolve(items),
          error: reject,
        });
      });
    const [results, first, second] = await Promise.all([
      Promise.all(calls),
      collect(5),
      collect(8),
    ]);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(first).toEqual([1, 2, 3, 4, 5].map((i) => `ā😀 ${i}`));
    expect(second).toHaveLength(8);
    expect(probe.sent).toContain("fire and forget");
  });

  it("ends a failing stream with the streaming error after the items already sent", async () => {
    const c = await connected();
    const items: number[] = [];
    const error = await new Promise<Error>((resolve, reject) =>
      c.stream<number>("FailAfterTwo").subscribe({
        next: (item) => items.push(item),
        complete: () => reject(new Error("expected an error")),
        error: resolve,
      }),
    );
    expect(items).toEqual([1, 2]);
    expect(error.message).toBe("An error occurred on the server while streaming results.");
  });

  it("carries cancellation to the producer's AbortSignal, and stop() aborts open streams", async () => {
    const c = await connected();
    const seen: number[] = [];
    const subscription = c.stream<number>("Endless", "cancelled").subscribe({
      next: (i) => seen.push(i),
      complete: () => undefined,
      error: () => undefined,
    });
    await expect.poll(() => seen.length).toBeGreaterThan(2);
    subscription.dispose();
    await expect.poll(() => probe.aborted).toContain("cancelled");

    const d = await connected();
    const started: number[] = [];
    d.stream<number>("Endless", "stopped").subscribe({
      next: (i) => started.push(i),
      complete: () => undefined,
      error: () => undefined,
    });
    await expect.poll(() => started.length).toBeGreaterThan(0);
    await d.stop();
    await expect.poll(() => probe.aborted).toContain("stopped");
  });

  it("round-trips 200 KB", async () => {
    const c = await connected();
    const big = "Ngā mihi. ".repeat(20_000);
    expect(await c.invoke("Echo", big)).toBe(big);
  });
});

describe("keep-alive, timeouts, close and reconnect", () => {
  it("keeps a quiet connection alive with server pings", async () => {
    const hub = await startHubTestApp({ keepAliveMs: 100, clientTimeoutMs: 10_000 });
    try {
      const c = new HubConnectionBuilder()
        .withUrl(`${hub.url}/api/hub/test`, {
          accessTokenFactory: () => "good",
          transport: HttpTransportType.WebSockets,
        })
        .configureLogging(LogLevel.None)
        .build();
      c.serverTimeoutInMilliseconds = 400;
      c.keepAliveIntervalInMilliseconds = 5_000;
      await c.start();
      await new Promise((r) => setTimeout(r, 1_200));
      expect(c.state).toBe(HubConnectionState.Connected);
      await c.stop();
    } finally {
      await hub.app.close();
    }
  });

  it("a client whose server falls silent reconnects through a new negotiate", async () => {
    const hub = await startHubTestApp({ keepAliveMs: 60_000 });
    try {
      const c = new HubConnectionBuilder()
        .withUrl(`${hub.url}/api/hub/test`, {
          accessTokenFactory: () => "good",
          transport: HttpTransportType.WebSockets,
        })
        .withAutomaticReconnect([0, 0, 0])
        .configureLogging(LogLevel.None)
        .build();
      c.serverTimeoutInMilliseconds = 300;
      const reconnected = new Promise<void>((resolve) => c.onreconnected(() => resolve()));
      await c.start();
      const before = hub.probe.negotiations;
      await reconnected;
      expect(hub.probe.negotiations).toBeGreaterThan(before);
      c.serverTimeoutInMilliseconds = 30_000;
      await c.stop();
    } finally {
      await hub.app.close();
    }
  });

  it("on token expiry closes with allowReconnect and the client comes back with a fresh token", async () => {
    const hub = await startHubTestApp();
    try {
      // Tokens handed out before the first reconnect expire; the ones after do not.
      let expired = false;
      const c = new HubConnectionBuilder()
        .withUrl(`${hub.url}/api/hub/test`, {
          accessTokenFactory: () => (expired ? "good" : "expires-300"),
          transport: HttpTransportType.WebSockets,
        })
        .withAutomaticReconnect([0])
        .configureLogging(LogLevel.None)
        .build();
      const reconnecting = new Promise<Error | undefined>((resolve) =>
        c.onreconnecting((error) => {
          expired = true;
          resolve(error);
        }),
      );
      const reconnected = new Promise<void>((resolve) => c.onreconnected(() => resolve()));
      await c.start();
      expect((await reconnecting)?.message).toMatch(/access token expired/);
      await reconnected;
      expect(await c.invoke("Echo", "after")).toBe("after");
      await c.stop();
    } finally {
      await hub.app.close();
    }
  });

  it("closes a client that sends nothing, with a Close message and no reconnect", async () => {
    const hub = await startHubTestApp({ clientTimeoutMs: 300, keepAliveMs: 60_000 });
    try {
      const c = new HubConnectionBuilder()
        .withUrl(`${hub.url}/api/hub/test`, {
          accessTokenFactory: () => "good",
          transport: HttpTransportType.WebSockets,
        })
        .withAutomaticReconnect([0])
        .configureLogging(LogLevel.None)
        .build();
      c.keepAliveIntervalInMilliseconds = 60_000;
      const closed = new Promise<Error | undefined>((resolve) => c.onclose(resolve));
      let reconnecting = false;
      c.onreconnecting(() => {
        reconnecting = true;
      });
      await c.start();
      expect((await closed)?.message).toMatch(/Server timeout elapsed/);
      expect(reconnecting).toBe(false);
    } finally {
      await hub.app.close();
    }
  });

  it("closes a connection whose message is larger than the limit", async () => {
    const hub = await startHubTestApp({ maxRecordBytes: 64 * 1024 });
    try {
      const c = new HubConnectionBuilder()
        .withUrl(`${hub.url}/api/hub/test`, {
          accessTokenFactory: () => "good",
          transport: HttpTransportType.WebSockets,
        })
        .configureLogging(LogLevel.None)
        .build();
      const closed = new Promise<Error | undefined>((resolve) => c.onclose(resolve));
      await c.start();
      c.invoke("Echo", "x".repeat(200 * 1024)).catch(() => undefined);
      await closed;
      expect(c.state).toBe(HubConnectionState.Disconnected);
    } finally {
      await hub.app.close();
    }
  });
});
