import { connect } from "node:net";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { type EventStream, openEventStream } from "./event-stream.js";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
});

describe("an event stream", () => {
  it("drops a reader who stops reading instead of queueing events for it without end", async () => {
    const app = Fastify();
    let stream: EventStream | undefined;
    let opened = () => {};
    const open = new Promise<void>((resolve) => {
      opened = resolve;
    });
    app.get("/events", async (request, reply) => {
      stream = openEventStream(request, reply);
      opened();
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    close = () => app.close();
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;

    // A client that asks, then never reads a byte of the answer.
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    socket.write(`GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    socket.pause();
    await open;
    let ended = false;
    stream?.onClose(() => {
      ended = true;
    });
    const chunk = "x".repeat(16 * 1024);
    let sent = 0;
    // The kernel's buffers take the first few MiB; after them the stream's own backlog grows.
    while (!ended && sent < 4_000) {
      stream?.send("change", { filler: chunk });
      sent++;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(ended).toBe(true);
    socket.destroy();
  });
});
