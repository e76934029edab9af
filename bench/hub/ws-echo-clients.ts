import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { failureCounts, openInBatches } from "./open-in-batches.js";

/** About the size of a StreamResponse invocation record, so both carry similar frames. */
const payload = JSON.stringify({
  type: 4,
  invocationId: "0",
  target: "StreamResponse",
  arguments: ["00000000-0000-0000-0000-000000000000", "When is the next meeting?"],
});

function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once("open", () => resolve(socket));
    socket.once("error", reject);
  });
}

function roundTrip(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    socket.once("message", () => resolve(performance.now() - started));
    socket.send(payload);
  });
}

export type EchoClients = {
  sockets: WebSocket[];
  failures: string;
  failed: number;
  openSeconds: number;
  closed: () => number;
  connected: () => number;
  /** `rounds` rounds of `concurrent` round trips sent in the same tick; milliseconds each. */
  roundTrips(concurrent: number, rounds: number): Promise<number[]>;
  closeAll(): void;
};

export async function openEchoClients(
  url: string,
  count: number,
  parallel: number,
): Promise<EchoClients> {
  let closed = 0;
  const started = performance.now();
  const { opened, failures } = await openInBatches(count, parallel, async () => {
    const socket = await openSocket(url);
    socket.on("close", () => {
      closed++;
    });
    return socket;
  });
  return {
    sockets: opened,
    failures: failureCounts(failures),
    failed: failures.length,
    openSeconds: (performance.now() - started) / 1000,
    closed: () => closed,
    connected: () => opened.filter((s) => s.readyState === WebSocket.OPEN).length,
    async roundTrips(concurrent, rounds) {
      const samples: number[] = [];
      const stride = Math.max(1, Math.floor(opened.length / concurrent));
      for (let round = 0; round < rounds; round++) {
        const picked = Array.from(
          { length: Math.min(concurrent, opened.length) },
          (_, i) => opened[(i * stride + round) % opened.length],
        ).filter((s): s is WebSocket => s !== undefined);
        samples.push(...(await Promise.all(picked.map(roundTrip))));
      }
      return samples;
    },
    closeAll() {
      for (const socket of opened) socket.terminate();
    },
  };
}
