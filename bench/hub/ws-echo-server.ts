import http from "node:http";
import { WebSocketServer } from "ws";

/**
 * The hub's baseline: a bare `ws` server on node:http that sends every text message straight
 * back — the transport alone, with no protocol, authentication or database.
 */
export async function startWsEcho(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_request, response) => response.writeHead(404).end());
  const wss = new WebSocketServer({ server });
  wss.on("connection", (socket) => {
    socket.on("message", (data, isBinary) => socket.send(data, { binary: isBinary }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `ws://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.close(() => resolve());
      }),
  };
}
