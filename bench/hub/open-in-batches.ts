/**
 * Runs `open(i)` for i in 0..count-1, at most `parallel` at a time: thousands of clients
 * negotiating at once would measure the listen backlog, not the hub.
 */
export async function openInBatches<T>(
  count: number,
  parallel: number,
  open: (i: number) => Promise<T>,
): Promise<{ opened: T[]; failures: string[] }> {
  const opened: T[] = [];
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      try {
        opened.push(await open(i));
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return { opened, failures };
}

/** How often each distinct failure text occurred, most frequent first, for one line of output. */
export function failureCounts(failures: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const f of failures) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([text, n]) => `${n} × ${text.slice(0, 120)}`)
    .join("; ");
}
