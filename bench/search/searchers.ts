import { type LatencySummary, summarise } from "../hub/latency-summary.js";

export type SearchTarget = { url: string; headers: Record<string, string> };
export type SearchRun = { latency: LatencySummary; perSecond: number; failures: number };

/**
 * `searchers` searching at once for `seconds` after a short warm-up; every answer's time is
 * kept. Without `pauseMs` each sends the next query as soon as the last answer arrives (a
 * closed loop: the machine's capacity). With it, each waits that long after an answer before
 * the next, as a person at the search dialog does: the dialog sends a search only once the
 * typing has paused for its debounce (300 ms), so nobody searches more often than that.
 * Queries are taken in turn from the mix, each searcher starting at its own place, so both
 * targets get the same.
 */
export async function runSearchers(
  target: SearchTarget,
  queries: readonly string[],
  options: { searchers: number; seconds: number; warmupSeconds?: number; pauseMs?: number },
): Promise<SearchRun> {
  const pause = options.pauseMs ?? 0;
  const samples: number[] = [];
  let failures = 0;
  const send = async (searchQuery: string): Promise<number> => {
    const started = performance.now();
    const res = await fetch(target.url, {
      method: "POST",
      headers: { ...target.headers, "content-type": "application/json" },
      body: JSON.stringify({ searchQuery }),
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`search answered ${res.status}: ${body.slice(0, 200)}`);
    return performance.now() - started;
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const loop = async (start: number, until: number, keep: boolean) => {
    let n = start;
    // People do not all press Enter at the same moment: each starts at its own point of the pause.
    if (pause > 0) await sleep((start * pause) / Math.max(1, queries.length));
    while (performance.now() < until) {
      const query = queries[n % queries.length] ?? "";
      n += 1;
      try {
        const ms = await send(query);
        if (keep) samples.push(ms);
      } catch (err) {
        failures += 1;
        if (failures === 1) console.error(err);
      }
      if (pause > 0) await sleep(pause);
    }
  };
  const spread = (i: number) => Math.floor((i * queries.length) / options.searchers);
  const warmUntil = performance.now() + (options.warmupSeconds ?? 2) * 1000;
  await Promise.all(
    Array.from({ length: options.searchers }, (_, i) => loop(spread(i), warmUntil, false)),
  );
  const startedAt = performance.now();
  const until = startedAt + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.searchers }, (_, i) => loop(spread(i), until, true)),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  return { latency: summarise(samples), perSecond: samples.length / elapsed, failures };
}
