import { performance } from "node:perf_hooks";
import type { HubConnection } from "@microsoft/signalr";
import { topics } from "../dataset/vocabulary.js";

/** Questions the embedded engine answers from structured data on the "board" dataset, by kind. */
export const benchQuestions = [
  "When is the next meeting?",
  "What are my open actions?",
  "What was decided about procurement?",
] as const;

// Decision questions ask about different topics, so asks arriving together are not the same
// lookup (the server shares equal lookups of one moment; this measures distinct ones).
const decisionTopics = topics.slice(0, 12);

/** The n-th ask's question: the kinds in turn, each decision question about its own topic. */
export function benchQuestion(n: number): string {
  const kind = n % benchQuestions.length;
  if (kind < 2) return benchQuestions[kind] ?? benchQuestions[0];
  const topic = decisionTopics[Math.floor(n / benchQuestions.length) % decisionTopics.length];
  return `What was decided about ${topic}?`;
}

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
          timeAsk(c, threads[i] ?? "", benchQuestion(i + round * askers.length)),
        ),
      )),
    );
  }
  return timings;
}
