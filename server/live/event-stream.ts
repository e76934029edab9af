import type { FastifyReply, FastifyRequest } from "fastify";

export type EventStream = {
  send(event: string, data: unknown): void;
  close(): void;
  /** Called once, however the stream ends (the browser left, the server stopped, close()). */
  onClose(listener: () => void): void;
};

const heartbeatMs = 25_000;
/**
 * Bytes a stream may have waiting for a reader who does not take them (a stalled connection)
 * before it is closed: the browser then reconnects and reads everything afresh, which is what
 * it would need anyway, and the server does not hold an ever-growing queue for it.
 */
const maxBacklogBytes = 64 * 1024;

/**
 * A Server-Sent Events response: the browser's EventSource reconnects by itself (after `retry`
 * ms) and sends the session cookie like any request. A comment every 25 s keeps proxies from
 * closing an idle stream; `X-Accel-Buffering: no` asks nginx not to hold events back.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const res = reply.raw;
  // Headers set so far by hooks (security headers, no-store) go out with the stream's own.
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) res.setHeader(name, value);
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  res.write("retry: 3000\n\n");
  const listeners: Array<() => void> = [];
  let closed = false;
  const end = (stalled = false) => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const listener of listeners) listener();
    // A stalled reader would never take a polite ending either: its connection is dropped.
    if (stalled) res.destroy();
    else if (!res.writableEnded) res.end();
  };
  const write = (text: string) => {
    if (closed) return;
    if (res.writableLength > maxBacklogBytes) end(true);
    else res.write(text);
  };
  const heartbeat = setInterval(() => write(": still here\n\n"), heartbeatMs);
  heartbeat.unref();
  request.raw.on("close", () => end());
  res.on("close", () => end());
  return {
    send(event, data) {
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close: () => end(),
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
  };
}
