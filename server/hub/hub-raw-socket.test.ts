import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { recordSeparator } from "./framing.js";
import { type HubProbe, startHubTestApp } from "./hub-test-app.js";

let url = "";
let app: FastifyInstance;
let probe: HubProbe;

beforeAll(async () => {
  ({ url, app, probe } = await startHubTestApp({ handshakeTimeoutMs: 300 }));
});
afterAll(async () => {
  await app.close();
});

async function negotiate(token = "good"): Promise<string> {
  const res = await fetch(`${url}/api/hub/test/negotiate?negotiateVersion=1`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { connectionToken: string }).connectionToken;
}

const wsUrl = (query: string) => `${url.replace("http", "ws")}/api/hub/test?${query}`;

/** The HTTP status of a refused upgrade, or 101 when the socket opened. */
function upgradeStatus(address: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(address, { headers });
    socket.on("open", () => {
      socket.close();
      resolve(101);
    });
    socket.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
    socket.on("error", reject);
  });
}

/** A socket that collects whole records and the close code. */
function rawClient(address: string) {
  const socket = new WebSocket(address);
  const records: unknown[] = [];
  let buffer = "";
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  socket.on("message", (data) => {
    buffer += data.toString();
    const parts = buffer.split(recordSeparator);
    buffer = parts.pop() ?? "";
    for (const part of parts) records.push(JSON.parse(part));
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.on("open", () => resolve());
    socket.on("error", reject);
  });
  return { socket, records, closed, opened };
}

describe("the socket upgrade", () => {
  it("refuses an unknown id (404), a reused id (409) and a bad token (401)", async () => {
    expect(await upgradeStatus(wsUrl("id=unknown&access_token=good"))).toBe(404);
    const id = await negotiate();
    const first = rawClient(wsUrl(`id=${id}&access_token=good`));
    await first.opened;
    expect(await upgradeStatus(wsUrl(`id=${id}&access_token=good`))).toBe(409);
    expect(await upgradeStatus(wsUrl(`id=${await negotiate()}&access_token=nope`))).toBe(401);
    expect(await upgradeStatus(wsUrl(`id=${await negotiate()}`))).toBe(401);
    // The socket's user must be the one who negotiated.
    expect(await upgradeStatus(wsUrl(`id=${await negotiate("good")}&access_token=other`))).toBe(
      401,
    );
    first.socket.close();
  });

  it("serves a browser's access_token query and a Node client's Authorization header", async () => {
    const browser = rawClient(wsUrl(`id=${await negotiate()}&access_token=good&locale=en-NZ`));
    await browser.opened;
    browser.socket.send(`{"protocol":"json","version":1}${recordSeparator}`);
    // Two invocations in one frame, the second split across two frames.
    browser.socket.send(
      `{"type":1,"invocationId":"1","target":"WhoAmI","arguments":[]}${recordSeparator}{"type":1,"invocationId":"2",`,
    );
    browser.socket.send(`"target":"Echo","arguments":["ā😀"]}${recordSeparator}`);
    await expect.poll(() => browser.records.length).toBe(3);
    expect(browser.records).toEqual([
      {},
      { type: 3, invocationId: "1", result: { personId: "person-1", query: { locale: "en-NZ" } } },
      { type: 3, invocationId: "2", result: "ā😀" },
    ]);
    browser.socket.close();
    expect(
      await upgradeStatus(wsUrl(`id=${await negotiate()}`), { Authorization: "Bearer good" }),
    ).toBe(101);
  });

  it("answers a bad handshake with the protocol's error and closes; no handshake in time: canceled", async () => {
    const wrong = rawClient(wsUrl(`id=${await negotiate()}&access_token=good`));
    await wrong.opened;
    wrong.socket.send(`{"protocol":"foo","version":1}${recordSeparator}`);
    await wrong.closed;
    expect(wrong.records).toEqual([{ error: "The protocol 'foo' is not supported." }]);

    const version = rawClient(wsUrl(`id=${await negotiate()}&access_token=good`));
    await version.opened;
    version.socket.send(`{"protocol":"json","version":2}${recordSeparator}`);
    await version.closed;
    expect(version.records).toEqual([
      { error: "The server does not support version 2 of the 'json' protocol." },
    ]);

    const silent = rawClient(wsUrl(`id=${await negotiate()}&access_token=good`));
    await silent.opened;
    await silent.closed;
    expect(silent.records).toEqual([{ error: "Handshake was canceled." }]);
  });

  it("refuses a stream under the id of one still running, and still stops the first on close", async () => {
    const client = rawClient(wsUrl(`id=${await negotiate()}&access_token=good`));
    await client.opened;
    client.socket.send(`{"protocol":"json","version":1}${recordSeparator}`);
    client.socket.send(
      `{"type":4,"invocationId":"s1","target":"Endless","arguments":["first"]}${recordSeparator}`,
    );
    await expect.poll(() => client.records.length).toBeGreaterThan(1);
    client.socket.send(
      `{"type":4,"invocationId":"s1","target":"Endless","arguments":["second"]}${recordSeparator}`,
    );
    await expect
      .poll(() => client.records.find((r) => (r as { type?: number }).type === 3))
      .toEqual({ type: 3, invocationId: "s1", error: "Invocation ID 's1' is already in use." });
    client.socket.close();
    await probe.abortSeen;
    expect(probe.aborted).toContain("first");
    expect(probe.aborted).not.toContain("second");
  });

  it("connects without negotiating (skipNegotiation) and ignores stateful-reconnect messages", async () => {
    const direct = rawClient(wsUrl("access_token=good"));
    await direct.opened;
    direct.socket.send(`{"protocol":"json","version":1}${recordSeparator}`);
    direct.socket.send(`{"type":8,"sequenceId":1}${recordSeparator}`);
    direct.socket.send(`{"type":1,"target":"Notify","arguments":["quiet"]}${recordSeparator}`);
    direct.socket.send(
      `{"type":1,"invocationId":"9","target":"Echo","arguments":[null]}${recordSeparator}`,
    );
    await expect.poll(() => direct.records.length).toBe(2);
    // send() (no invocationId) gets no reply; the invoke gets exactly one Completion.
    expect(direct.records).toEqual([{}, { type: 3, invocationId: "9", result: null }]);
    direct.socket.close();
  });
});
