import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

/** One request of an open-loop run, as the bench saw it (performance.now() ms). */
export type Sent<T> = {
  item: T;
  /** When it was due; latency counts from here, so the bench running late is not hidden. */
  dueAt: number;
  sentAt: number;
  answeredAt: number;
  status: number;
  text: string;
};

/**
 * Sends each item at its own moment (`at` ms after the start) whether or not earlier ones have
 * been answered: voters do not wait for each other, so a slow server meets a growing queue,
 * not a politely slower client (the coordinated omission of a closed loop).
 */
export async function sendOpenLoop<T extends { at: number }>(
  items: readonly T[],
  send: (item: T) => Promise<{ status: number; text: string }>,
): Promise<Sent<T>[]> {
  const start = performance.now();
  const answers: Promise<Sent<T>>[] = [];
  let next = 0;
  while (next < items.length) {
    const now = performance.now() - start;
    for (let item = items[next]; item && item.at <= now; item = items[++next]) {
      const dueAt = start + item.at;
      const sentAt = performance.now();
      const sent = item;
      answers.push(
        send(sent).then((answer) => ({
          item: sent,
          dueAt,
          sentAt,
          answeredAt: performance.now(),
          ...answer,
        })),
      );
    }
    const upcoming = items[next];
    // Timers fire about a millisecond late at best: wake a little early rather than late.
    if (upcoming) await sleep(Math.max(0, upcoming.at - (performance.now() - start) - 1));
  }
  return Promise.all(answers);
}
