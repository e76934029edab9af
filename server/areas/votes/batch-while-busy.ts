type Waiter<K, R> = { key: K; resolve: (result: R) => void; reject: (error: unknown) => void };

/**
 * Calls run together, at most `concurrency` batches at a time: the first waits for the end of
 * the event loop's round (as tickBatch, server/db/tick-batch.ts), and calls made while the
 * batches run wait and go together in the next one. The batches grow with the load, as a
 * database's group commit does, instead of each round's calls queueing inside the database for
 * the same locks (the ballots of one organisation all extend its audit chain); a second batch
 * may do its reads while the first holds the locks. `run` answers the keys in order; a batch
 * that fails is run again call by call, so only the call at fault fails.
 */
export function batchWhileBusy<K, R>(
  run: (keys: readonly K[]) => Promise<readonly R[]>,
  options: { concurrency?: number; maxBatch?: number } = {},
): (key: K) => Promise<R> {
  const concurrency = options.concurrency ?? 1;
  const maxBatch = options.maxBatch ?? 256;
  const queue: Waiter<K, R>[] = [];
  let running = 0;
  let scheduled = false;

  const settle = async (batch: readonly Waiter<K, R>[]): Promise<void> => {
    let results: readonly R[];
    try {
      results = await run(batch.map((w) => w.key));
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else for (const w of batch) await settle([w]);
      return;
    }
    if (results.length !== batch.length) {
      const error = new Error(`a batch answered ${results.length} of ${batch.length} calls`);
      for (const w of batch) w.reject(error);
    } else for (const [i, w] of batch.entries()) w.resolve(results[i] as R);
  };

  const start = (): void => {
    scheduled = false;
    while (running < concurrency && queue.length > 0) {
      running++;
      void settle(queue.splice(0, maxBatch)).finally(() => {
        running--;
        // What arrived meanwhile goes at once: it has already waited for a batch.
        start();
      });
    }
  };

  return (key) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ key, resolve, reject });
      if (!scheduled && running < concurrency) {
        scheduled = true;
        setImmediate(start);
      }
    });
}
