import { performance } from "node:perf_hooks";
import type { HubConnection } from "@microsoft/signalr";

/** Questions the embedded engine answers from structured data on the "board" dataset, by kind. */
export const benchQuestions = [
  "When is the next meeting?",
  "What are my open actions?",
  "What was decided about procurement?",
] as const;

export type AskTiming = {
  /** From the StreamResponse invocation to the first StreamItem. */
  firstChunkMs: number;
  /** From the invocation to the Completion. */
  completeMs: number;
  chunks: number;
  error?: string;
};

function timeAsk(connection: HubConnection, threadId: string, question: string) {
  return new Promise<AskTiming>((resolve) => {
    let chunks = 0;
    let firstChunkMs = Number.NaN;
    const started = performance.now();
    connection.stream("StreamResponse", threadId, question).subscribe({
      next: () => {
        if (chunks++ === 0) firstChunkMs = performance.now() - started;
      },
      complete: () => resolve({ firstChunkMs, completeMs: performance.now() - started, chunks }),
      error: (error: unknown) =>
        resolve({
          firstChunkMs,
          completeMs: performance.now() - started,
          chunks,
          error: error instanceof Error ? error.message : String(error),
        }),
    });
  });
}

/**
 * `rounds` rounds of `concurrent` asks started in the same tick, each on its own connection
 * (spread over all of them) and its own new thread. Threads are created before the clock
 * starts: the app creates one, waits, then asks, and the ask is what is measured.
 */
export async function askConcurrently(
  connections: readonly HubConnection[],
  concurrent: number,
  rounds: number,
): Promise<AskTiming[]> {
  const timings: AskTiming[] = [];
  const stride = Math.max(1, Math.floor(connections.length / concurrent));
  for (let round = 0; round < rounds; round++) {
    const askers = Array.from({ length: Math.min(concurrent, connections.length) }, (_, i) => {
      const connection = connections[(i * stride + round) % connections.length];
      if (!connection) throw new Error("no connection to ask on");
      return connection;
    });
    const threads = await Promise.all(askers.map((c) => c.invoke<string>("GetNewThread")));
    timings.push(
      ...(await Promise.all(
        askers.map((c, i) =>
          timeAsk(
            c,
            threads[i] ?? "",
            benchQuestions[(i + round) % benchQuestions.length] ?? benchQuestions[0],
          ),
        ),
      )),
    );
  }
  return timings;
}
